import { ImagePlus, Trash2, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { ImageRejectedError, uploadProductImage } from '../backend/images.ts';
import { ALLOWED_IMAGE_TYPES, validateImageFile } from '../products/image-rules.ts';
import { PLACEHOLDER_IMAGE } from '../products/types.ts';
import { Button } from '../ui/button.tsx';
import { useToast } from '../ui/toast.tsx';

interface ImageFieldProps {
  /** The picture's address; empty when removed. */
  value: string;
  productName: string;
  onChange: (url: string) => void;
  onUploadingChange: (uploading: boolean) => void;
}

/**
 * The product picture: preview, a drop zone and a file button, a progress bar while the file
 * travels, and removal (spec §4 "Image upload": idle, uploading, done, cleared).
 */
export function ImageField({ value, productName, onChange, onUploadingChange }: ImageFieldProps) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const preview = useRef<HTMLImageElement>(null);
  const chooser = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const hintId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  /** Where focus goes once an upload has ended (the chooser was disabled meanwhile, so focus was lost). */
  const [landing, setLanding] = useState<{ on: 'preview' | 'chooser'; step: number } | null>(null);
  const uploading = progress !== null;

  useEffect(() => {
    if (landing) (landing.on === 'preview' ? preview.current : chooser.current)?.focus();
  }, [landing]);

  const land = (on: 'preview' | 'chooser') => setLanding((last) => ({ on, step: (last?.step ?? 0) + 1 }));

  /** Each upload's toast replaces the previous upload's: one message about the picture at a time. */
  function refuse(title: string, description: string) {
    toast({ title, description, variant: 'destructive', subject: 'upload' });
    land('chooser');
  }

  async function upload(file: File) {
    const rejection = validateImageFile(file);
    if (rejection) {
      refuse(rejection.title, rejection.description);
      return;
    }
    setProgress(0);
    onUploadingChange(true);
    try {
      const url = await uploadProductImage(file, setProgress);
      onChange(url);
      toast({ title: 'Upload completato', description: "L'immagine è stata caricata con successo", subject: 'upload' });
      land('preview');
    } catch (error) {
      if (error instanceof ImageRejectedError) {
        refuse(error.title, error.description);
      } else {
        console.error(error);
        refuse('Errore upload', 'Impossibile caricare il file');
      }
    } finally {
      setProgress(null);
      onUploadingChange(false);
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !uploading) void upload(file);
  }

  const percent = Math.round((progress ?? 0) * 100);

  return (
    <div role="group" aria-labelledby={labelId} className="grid content-start gap-1.5">
      <span id={labelId} className="text-sm font-medium">
        Immagine
      </span>
      <div className="grid items-stretch gap-4 sm:grid-cols-[12rem_1fr]">
        <div
          className="relative aspect-square w-full max-w-48 self-start overflow-hidden rounded-site border
            border-border bg-muted"
        >
          {value ? (
            // Focusable from script only: after an upload, focus lands here and the picture is read out.
            <img
              ref={preview}
              src={value}
              alt={`Anteprima: ${productName}`}
              tabIndex={-1}
              className="size-full object-cover focus-visible:outline-2 focus-visible:-outline-offset-2
                focus-visible:outline-accent"
            />
          ) : (
            <div className="flex size-full flex-col items-center justify-center gap-2 text-muted-foreground">
              <ImagePlus className="size-8" aria-hidden="true" />
              <span className="text-xs">Nessuna immagine</span>
            </div>
          )}
        </div>
        {/* A drop target for a dragged file; keyboard and touch users have the "Scegli file" button inside. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only drag events, see above */}
        <div
          onDragOver={(event) => {
            event.preventDefault();
            if (!uploading) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-dragging={dragging}
          className="flex min-h-48 flex-col items-center justify-center gap-3 rounded-site border-2 border-dashed
            border-border p-5 text-center transition-colors data-[dragging=true]:border-accent
            data-[dragging=true]:bg-accent/5"
        >
          <Upload className="size-6 text-accent" aria-hidden="true" />
          <p id={hintId} className="text-sm text-muted-foreground">
            Trascina qui un'immagine oppure scegli un file
            <br />
            <span className="text-xs">JPEG, PNG, WebP o GIF, fino a 10 MB</span>
          </p>
          <input
            ref={input}
            type="file"
            accept={ALLOWED_IMAGE_TYPES.join(',')}
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
          <div className="flex flex-wrap items-center justify-center gap-2">
            <Button
              ref={chooser}
              variant="outline"
              size="sm"
              disabled={uploading}
              aria-describedby={hintId}
              onClick={() => input.current?.click()}
            >
              {uploading ? 'Caricamento...' : 'Scegli file'}
            </Button>
            {value && value !== PLACEHOLDER_IMAGE && (
              <Button variant="ghost" size="sm" disabled={uploading} onClick={() => onChange('')}>
                <Trash2 aria-hidden="true" />
                Rimuovi immagine
              </Button>
            )}
          </div>
          {uploading && (
            <div
              role="progressbar"
              aria-label="Caricamento immagine"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={`${percent}%`}
              className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-muted"
            >
              <div
                className="h-full rounded-full bg-accent transition-[width] duration-200"
                style={{ width: `${percent}%` }}
              />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
