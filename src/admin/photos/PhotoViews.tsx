import { ImagePlus, Upload } from 'lucide-react';
import { useRef, type DragEvent } from 'react';
import { ALLOWED_IMAGE_TYPES } from '../../products/image-rules.ts';
import { MAX_PHOTOS } from '../../products/images.ts';
import { PLACEHOLDER_IMAGE } from '../../products/types.ts';
import { Button } from '../../ui/button.tsx';

/** What the manager says about its photos, by id: the group's label and the shared hints. */
export interface PhotoIds {
  label: string;
  about: string;
  altHint: string;
  dropHint: string;
  count: string;
}

/** The group's title and what the owner should know about order and alternative texts. */
export function PhotosIntro({ ids }: { ids: PhotoIds }) {
  return (
    <div>
      <span id={ids.label} className="text-sm font-medium">
        Foto
      </span>
      <p id={ids.about} className="text-xs text-muted-foreground">
        La prima è la foto principale: appare nel catalogo e in cima alla pagina del prodotto.
      </p>
      <p id={ids.altHint} className="text-xs text-muted-foreground">
        Il testo alternativo descrive la foto a chi non la vede; se lo lasci vuoto, si usa il nome del prodotto.
      </p>
    </div>
  );
}

/** A product without photos: the catalogue shows the placeholder, which is shown here too. */
export function NoPhotos() {
  return (
    <div className="flex items-center gap-3 rounded-site border border-border bg-muted/40 p-3">
      <img
        src={PLACEHOLDER_IMAGE}
        alt=""
        width={48}
        height={48}
        className="size-12 shrink-0 rounded-site border border-border"
      />
      <p className="text-sm text-muted-foreground">Nessuna foto: il catalogo mostra l’immagine segnaposto.</p>
    </div>
  );
}

/** While a chosen file is decoded for framing. */
export function OpeningPhoto() {
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <span className="size-4 animate-spin rounded-full border-2 border-border border-t-accent" aria-hidden="true" />
      Apertura della foto...
    </p>
  );
}

interface PhotoDropZoneProps {
  ids: PhotoIds;
  stored: number;
  full: boolean;
  filesOver: boolean;
  onFilesOver: (over: boolean) => void;
  onFiles: (files: File[]) => void;
}

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * Where photos are added: dropped files, or the "Aggiungi foto" button (keyboard and touch), with
 * the accepted types and how many photos the product has of the most it may have.
 */
export function PhotoDropZone({ ids, stored, full, filesOver, onFilesOver, onFiles }: PhotoDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    // A drop target for dragged files; keyboard and touch users have the "Aggiungi foto" button inside.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only drag events, see above
    <div
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        onFilesOver(true);
      }}
      onDragLeave={() => onFilesOver(false)}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        onFilesOver(false);
        onFiles(Array.from(event.dataTransfer.files));
      }}
      data-dragging={filesOver}
      className="flex flex-col items-center justify-center gap-3 rounded-site border-2 border-dashed
        border-border p-5 text-center transition-colors data-[dragging=true]:border-accent
        data-[dragging=true]:bg-accent/5"
    >
      <Upload className="size-6 text-accent" aria-hidden="true" />
      <p id={ids.dropHint} className="text-sm text-muted-foreground">
        {full ? (
          `Il prodotto ha già ${String(MAX_PHOTOS)} foto, il massimo: rimuovine una per aggiungerne altre.`
        ) : (
          <>
            Trascina qui le foto oppure sceglile dal dispositivo
            <br />
            <span className="text-xs">JPEG, PNG, WebP o GIF, fino a 10 MB ciascuna</span>
          </>
        )}
      </p>
      <input
        ref={input}
        type="file"
        multiple
        accept={ALLOWED_IMAGE_TYPES.join(',')}
        hidden
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <Button
        variant="outline"
        size="sm"
        disabled={full}
        aria-describedby={`${ids.dropHint} ${ids.count}`}
        onClick={() => input.current?.click()}
        data-photo-add
      >
        <ImagePlus aria-hidden="true" />
        Aggiungi foto
      </Button>
      <p id={ids.count} className="text-xs text-muted-foreground">
        {stored} di {MAX_PHOTOS} foto
      </p>
    </div>
  );
}
