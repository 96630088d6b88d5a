import { useEffect, useId, useState } from 'react';
import { ImageRejectedError, uploadPhotoVariants } from '../../backend/images.ts';
import { listShopPictures, type StoredPicture } from '../../backend/pages.ts';
import { buttonClass } from '../../ui/button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { CENTRE, frameAround } from '../photos/crop.ts';
import { closePhoto, encodeVariants, openPhoto } from '../photos/encode.ts';
import { EditorDialog } from './EditorDialog.tsx';

/** A picture chosen for a page: its address and pixels. */
export interface ChosenPicture {
  src: string;
  width: number | null;
}

type Listing = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; pictures: StoredPicture[] };

/**
 * The shop's stored pictures to choose from, and a new one uploaded through the product photos'
 * pipeline (opened upright, framed square around its centre, encoded as WebP in every size, stored
 * under the shop's folder in `pagine/`).
 */
export function PicturePicker({
  open,
  shopId,
  container,
  onChoose,
  onClose,
}: {
  open: boolean;
  shopId: string;
  container: HTMLElement | null;
  onChoose: (picture: ChosenPicture) => void;
  onClose: () => void;
}) {
  const id = useId();
  const toast = useToast();
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const [progress, setProgress] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) return;
    let current = true;
    listShopPictures(shopId).then(
      (pictures) => {
        if (current) setListing({ status: 'ready', pictures });
      },
      (error: unknown) => {
        console.error(error);
        if (current) setListing({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [open, shopId, attempt]);

  async function upload(file: File) {
    setProgress(0);
    try {
      const photo = await openPhoto(file);
      try {
        const variants = await encodeVariants(photo, frameAround(photo.width, photo.height, CENTRE));
        const stem = `pagine/${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
        const stored = await uploadPhotoVariants({ shopId, stem, alt: '', variants }, setProgress);
        const url = new URL(stored.path, window.location.origin);
        const src = url.origin === window.location.origin ? url.pathname : stored.path;
        toast({ title: 'Immagine caricata', subject: 'immagine' });
        onChoose({ src, width: stored.width });
      } finally {
        closePhoto(photo);
      }
    } catch (error) {
      if (error instanceof ImageRejectedError)
        toast({ title: error.title, description: error.description, variant: 'destructive', subject: 'immagine' });
      else {
        console.error(error);
        toast({
          title: 'Immagine non caricata',
          description: 'Non è stato possibile leggere o caricare il file. Riprova con una foto JPEG, PNG o WebP.',
          variant: 'destructive',
          subject: 'immagine',
        });
      }
    } finally {
      setProgress(null);
    }
  }

  return (
    <EditorDialog open={open} title="Scegli un'immagine" wide container={container} onClose={onClose}>
      <div className="grid gap-2">
        <label htmlFor={`${id}-file`} className="text-sm font-medium">
          Carica una nuova immagine
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={progress !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
          className="text-sm"
        />
        {progress !== null && (
          <progress value={progress} max={1} aria-label="Caricamento dell'immagine" className="w-full" />
        )}
      </div>
      <h3 className="text-sm font-semibold">Immagini del negozio</h3>
      {listing.status === 'loading' && <p role="status">Caricamento immagini...</p>}
      {listing.status === 'failed' && (
        <p className="text-sm">
          Non è stato possibile leggere le immagini.{' '}
          <button type="button" className={buttonClass('link', 'sm')} onClick={() => setAttempt((n) => n + 1)}>
            Riprova
          </button>
        </p>
      )}
      {listing.status === 'ready' &&
        (listing.pictures.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nessuna immagine caricata finora.</p>
        ) : (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {listing.pictures.map((picture, index) => (
              <li key={picture.name}>
                <button
                  type="button"
                  aria-label={`Immagine ${String(index + 1)}`}
                  onClick={() => onChoose({ src: picture.src, width: picture.width })}
                  className="block aspect-square w-full overflow-hidden rounded-site border border-border
                    focus-visible:outline-2 focus-visible:outline-accent"
                >
                  <img src={picture.src} alt="" loading="lazy" className="size-full object-cover" />
                </button>
              </li>
            ))}
          </ul>
        ))}
    </EditorDialog>
  );
}
