import { ImagePlus, Upload } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { ImageRejectedError, uploadPhotoVariants } from '../../backend/images.ts';
import { ALLOWED_IMAGE_TYPES, photoStem, undecodableImage } from '../../products/image-rules.ts';
import { MAX_PHOTOS } from '../../products/images.ts';
import { PLACEHOLDER_IMAGE, type ProductImage } from '../../products/types.ts';
import { Button } from '../../ui/button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { CENTRE, frameAround, type FocusPoint } from './crop.ts';
import { closePhoto, encodeVariants, openPhoto, type OpenedPhoto } from './encode.ts';
import {
  altOrName,
  choosePhotos,
  dropTarget,
  followName,
  movedMessage,
  movePhoto,
  overflowMessage,
  photoLabel,
  removedMessage,
  removePhoto,
  roomLeft,
} from './photo-list.ts';
import { PhotoCropper } from './PhotoCropper.tsx';
import { PhotoItem } from './PhotoItem.tsx';

interface PhotoManagerProps {
  /** The product's id: its photos are stored in a folder of that name. */
  productId: string;
  productName: string;
  photos: ProductImage[];
  onChange: (photos: ProductImage[]) => void;
  /** True while a chosen photo waits to be framed or travels: the editor holds its save meanwhile. */
  onUploadingChange: (uploading: boolean) => void;
}

/** A chosen photo, opened, waiting for the owner to frame it. */
interface Draft {
  fileName: string;
  photo: OpenedPhoto;
}

/** Where focus goes after an action, applied once the screen shows its result. */
type Landing =
  | { on: 'cropper' | 'confirm' | 'add' }
  | { on: 'photo'; index: number; part: 'image' | 'earlier' | 'later' | 'remove' };

/**
 * The product's photos: the stored ones in order (the first is the main one), each with its
 * alternative text, moved by dragging or with Sposta prima / Sposta dopo, and removed; new ones
 * added by the button or by dropping files, then framed one at a time and stored in every size.
 */
export function PhotoManager({ productId, productName, photos, onChange, onUploadingChange }: PhotoManagerProps) {
  const toast = useToast();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [focus, setFocus] = useState<FocusPoint>(CENTRE);
  /** Files chosen after the one being framed; the count is what the screen shows. */
  const queue = useRef<File[]>([]);
  const [waiting, setWaiting] = useState(0);
  const [opening, setOpening] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [dropHint, setDropHint] = useState<{ index: number; after: boolean } | null>(null);
  const [filesOver, setFilesOver] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [landing, setLanding] = useState<{ to: Landing; step: number } | null>(null);

  // An upload ends after the owner may have moved, removed or renamed: it reads the list as it is then.
  const latest = useRef({ photos, productName, onChange });
  useLayoutEffect(() => {
    latest.current = { photos, productName, onChange };
  });

  const busy = draft !== null || opening || waiting > 0 || progress !== null;
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current === busy) return;
    reported.current = busy;
    onUploadingChange(busy);
  }, [busy, onUploadingChange]);

  // Photos whose text was the product's name follow it when the name changes.
  const named = useRef(productName);
  useEffect(() => {
    const previous = named.current;
    named.current = productName;
    const renamed = followName(latest.current.photos, previous, productName);
    if (renamed !== latest.current.photos) latest.current.onChange(renamed);
  }, [productName]);

  // The opened photo's pixels are freed when it is stored, discarded or the editor closes.
  useEffect(() => {
    if (!draft) return;
    return () => closePhoto(draft.photo);
  }, [draft]);
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);

  useEffect(() => {
    if (!landing) return;
    const to = landing.to;
    const selector =
      to.on === 'photo'
        ? `[data-photo="${String(to.index)}"] [data-part="${to.part}"]`
        : to.on === 'cropper'
          ? '[data-crop-handle], [data-crop-confirm]'
          : to.on === 'confirm'
            ? '[data-crop-confirm]'
            : '[data-photo-add]';
    root.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [landing]);

  const land = (to: Landing) => setLanding((last) => ({ to, step: (last?.step ?? 0) + 1 }));

  function refuse(title: string, description: string) {
    toast({ title, description, variant: 'destructive', subject: 'upload' });
  }

  /** Opens the next chosen file for framing; true when there was one. */
  function openNext(): boolean {
    const file = queue.current.shift();
    setWaiting(queue.current.length);
    if (!file) return false;
    setOpening(true);
    openPhoto(file).then(
      (photo) => {
        // The editor closed meanwhile: nobody will frame it.
        if (!open.current) {
          closePhoto(photo);
          return;
        }
        setOpening(false);
        setFocus(CENTRE);
        setDraft({ fileName: file.name, photo });
        land({ on: 'cropper' });
      },
      (error: unknown) => {
        console.warn(`Could not open ${file.name} as a picture`, error);
        setOpening(false);
        const rejection = undecodableImage(file);
        refuse(rejection.title, rejection.description);
        if (!openNext()) land({ on: 'add' });
      },
    );
    return true;
  }

  function choose(files: readonly File[]) {
    const pending = queue.current.length + (draft || opening ? 1 : 0);
    const choice = choosePhotos(files, roomLeft(photos.length, pending));
    if (choice.refusal) refuse(choice.refusal.title, choice.refusal.description);
    if (choice.overflow > 0) {
      const message = overflowMessage(choice.overflow);
      toast({ ...message, variant: 'destructive', subject: 'photo-limit' });
    }
    if (choice.accepted.length === 0) {
      land({ on: 'add' });
      return;
    }
    queue.current.push(...choice.accepted);
    setWaiting(queue.current.length);
    if (!draft && !opening) openNext();
  }

  async function confirm() {
    if (!draft || progress !== null) return;
    const { photo } = draft;
    setProgress(0);
    try {
      const variants = await encodeVariants(photo, frameAround(photo.width, photo.height, focus));
      const image = await uploadPhotoVariants(
        { stem: photoStem(productId), alt: altOrName('', latest.current.productName), variants },
        setProgress,
      );
      const stored = latest.current.photos;
      const next = [...stored, image];
      latest.current.onChange(next);
      toast({ title: 'Upload completato', description: "L'immagine è stata caricata con successo", subject: 'upload' });
      setAnnouncement(`${photoLabel(next.length - 1)} aggiunta: ${String(next.length)} di ${String(MAX_PHOTOS)}.`);
      setProgress(null);
      setDraft(null);
      if (!openNext()) land({ on: 'photo', index: next.length - 1, part: 'image' });
    } catch (error) {
      setProgress(null);
      if (error instanceof ImageRejectedError) {
        refuse(error.title, error.description);
      } else {
        console.error(error);
        refuse('Errore upload', 'Impossibile caricare il file');
      }
      // The framed photo stays: Carica foto tries again.
      land({ on: 'confirm' });
    }
  }

  function discard() {
    setDraft(null);
    if (!openNext()) land({ on: 'add' });
  }

  function move(from: number, to: number) {
    if (to < 0 || to >= photos.length || from === to) return;
    onChange(movePhoto(photos, from, to));
    setAnnouncement(movedMessage(to, photos.length));
    const part = to < from ? 'earlier' : 'later';
    // The same button while it still leads somewhere, otherwise the other one.
    const still = part === 'earlier' ? to > 0 : to < photos.length - 1;
    land({ on: 'photo', index: to, part: still ? part : part === 'earlier' ? 'later' : 'earlier' });
  }

  function remove(index: number) {
    const next = removePhoto(photos, index);
    onChange(next);
    setAnnouncement(removedMessage(next.length));
    land(next.length === 0 ? { on: 'add' } : { on: 'photo', index: Math.min(index, next.length - 1), part: 'image' });
  }

  function setAlt(index: number, alt: string) {
    onChange(photos.map((photo, i) => (i === index ? { ...photo, alt } : photo)));
  }

  function dropPhoto(over: number, after: boolean) {
    if (dragging !== null) move(dragging, dropTarget(dragging, over, after));
    setDragging(null);
    setDropHint(null);
  }

  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

  function onDropFiles(event: DragEvent<HTMLDivElement>) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setFilesOver(false);
    choose(Array.from(event.dataTransfer.files));
  }

  const full = roomLeft(photos.length, waiting + (draft || opening ? 1 : 0)) === 0;
  // A photo's address names it; a second copy of one (a hand-made row) is told apart by its occurrence.
  const keys = photos.map(
    (photo, index) => `${photo.path}#${String(photos.slice(0, index).filter((p) => p.path === photo.path).length)}`,
  );

  return (
    <div ref={root} role="group" aria-labelledby={`${id}-label`} className="grid content-start gap-3">
      <div>
        <span id={`${id}-label`} className="text-sm font-medium">
          Foto
        </span>
        <p id={`${id}-about`} className="text-xs text-muted-foreground">
          La prima è la foto principale: appare nel catalogo e in cima alla pagina del prodotto.
        </p>
        <p id={`${id}-alt-hint`} className="text-xs text-muted-foreground">
          Il testo alternativo descrive la foto a chi non la vede; se lo lasci vuoto, si usa il nome del prodotto.
        </p>
      </div>

      {photos.length > 0 ? (
        <ol aria-label="Foto del prodotto" aria-describedby={`${id}-about`} className="grid gap-2">
          {photos.map((photo, index) => (
            <PhotoItem
              key={keys[index]}
              photo={photo}
              index={index}
              count={photos.length}
              productName={productName}
              altHintId={`${id}-alt-hint`}
              dropHint={dropHint?.index === index && dragging !== index ? (dropHint.after ? 'after' : 'before') : null}
              onAltChange={(alt) => setAlt(index, alt)}
              onAltEmptied={() => setAlt(index, altOrName('', productName))}
              onMove={(to) => move(index, to)}
              onRemove={() => remove(index)}
              onDragStart={() => setDragging(index)}
              onDragOverItem={(after) => setDropHint({ index, after })}
              onDropOnItem={(after) => dropPhoto(index, after)}
              onDragEnd={() => {
                setDragging(null);
                setDropHint(null);
              }}
            />
          ))}
        </ol>
      ) : (
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
      )}

      {draft && (
        <PhotoCropper
          photo={draft.photo}
          fileName={draft.fileName}
          focus={focus}
          progress={progress}
          waiting={waiting}
          onFocusChange={setFocus}
          onConfirm={() => void confirm()}
          onDiscard={discard}
        />
      )}
      {opening && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <span
            className="size-4 animate-spin rounded-full border-2 border-border border-t-accent"
            aria-hidden="true"
          />
          Apertura della foto...
        </p>
      )}

      {/* A drop target for dragged files; keyboard and touch users have the "Aggiungi foto" button inside. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only drag events, see above */}
      <div
        onDragOver={(event) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          setFilesOver(true);
        }}
        onDragLeave={() => setFilesOver(false)}
        onDrop={onDropFiles}
        data-dragging={filesOver}
        className="flex flex-col items-center justify-center gap-3 rounded-site border-2 border-dashed
          border-border p-5 text-center transition-colors data-[dragging=true]:border-accent
          data-[dragging=true]:bg-accent/5"
      >
        <Upload className="size-6 text-accent" aria-hidden="true" />
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
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
            if (files.length > 0) choose(files);
          }}
        />
        <Button
          variant="outline"
          size="sm"
          disabled={full}
          aria-describedby={`${id}-hint ${id}-count`}
          onClick={() => input.current?.click()}
          data-photo-add
        >
          <ImagePlus aria-hidden="true" />
          Aggiungi foto
        </Button>
        <p id={`${id}-count`} className="text-xs text-muted-foreground">
          {photos.length} di {MAX_PHOTOS} foto
        </p>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
