import { useEffect, useEffectEvent, useId, useLayoutEffect, useReducer, useRef } from 'react';
import { ImageRejectedError, uploadPhotoVariants } from '../../backend/images.ts';
import { photoStem, undecodableImage } from '../../products/image-rules.ts';
import type { ProductImage } from '../../products/types.ts';
import { useToast } from '../../ui/toast.tsx';
import { useAdminShop } from '../shops/shop-context.ts';
import { frameAround } from './crop.ts';
import { closePhoto, encodeVariants, openPhoto } from './encode.ts';
import {
  altOrName,
  choosePhotos,
  dropTarget,
  followName,
  movePhoto,
  overflowMessage,
  removePhoto,
  roomLeft,
} from './photo-list.ts';
import {
  initialPhotoState,
  managePhotos,
  pendingPhotos,
  photosBusy,
  photosFull,
  type Landing,
} from './photo-manager-state.ts';
import { PhotoCropper } from './PhotoCropper.tsx';
import { PhotoItem } from './PhotoItem.tsx';
import { NoPhotos, OpeningPhoto, PhotoDropZone, PhotosIntro, type PhotoIds } from './PhotoViews.tsx';

interface PhotoManagerProps {
  /** The product's id: its photos are stored in a folder of that name, inside its shop's. */
  productId: string;
  productName: string;
  photos: ProductImage[];
  onChange: (photos: ProductImage[]) => void;
  /** True while a chosen photo waits to be framed or travels: the editor holds its save meanwhile. */
  onUploadingChange: (uploading: boolean) => void;
}

/** The element a landing puts focus on. */
function landingSelector(to: Landing): string {
  switch (to.on) {
    case 'photo':
      return `[data-photo="${String(to.index)}"] [data-part="${to.part}"]`;
    case 'cropper':
      return '[data-crop-handle], [data-crop-confirm]';
    case 'confirm':
      return '[data-crop-confirm]';
    case 'add':
      return '[data-photo-add]';
  }
}

/** A photo's key: its address, and for a second copy of one (a hand-made row) its occurrence. */
function photoKeys(photos: readonly ProductImage[]): string[] {
  return photos.map(
    (photo, index) => `${photo.path}#${String(photos.slice(0, index).filter((p) => p.path === photo.path).length)}`,
  );
}

/**
 * The product's photos: the stored ones in order (the first is the main one), each with its
 * alternative text, moved by dragging or with Sposta prima / Sposta dopo, and removed; new ones
 * added by the button or by dropping files, then framed one at a time and stored in every size,
 * under the shop's folder. What each step does is decided by `managePhotos`; this component opens
 * and uploads the files and reports the outcome there.
 */
export function PhotoManager({ productId, productName, photos, onChange, onUploadingChange }: PhotoManagerProps) {
  const toast = useToast();
  const shop = useAdminShop();
  const id = useId();
  const ids: PhotoIds = {
    label: `${id}-label`,
    about: `${id}-about`,
    altHint: `${id}-alt-hint`,
    dropHint: `${id}-hint`,
    count: `${id}-count`,
  };
  const root = useRef<HTMLDivElement>(null);
  const [state, dispatch] = useReducer(managePhotos, initialPhotoState);
  const { draft, opening, focus, progress, dragging, dropHint, landing } = state;

  // An upload ends after the owner may have moved, removed or renamed: it reads the list as it is then.
  const latest = useRef({ photos, productName, onChange });
  useLayoutEffect(() => {
    latest.current = { photos, productName, onChange };
  });

  const busy = photosBusy(state);
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

  const openFailed = useEffectEvent((file: File, error: unknown) => {
    console.warn(`Could not open ${file.name} as a picture`, error);
    const rejection = undecodableImage(file);
    refuse(rejection.title, rejection.description);
    dispatch({ type: 'open-failed', file });
  });

  // The file waiting its turn is opened for framing; one the editor no longer wants is freed at once.
  useEffect(() => {
    if (!opening) return;
    let cancelled = false;
    openPhoto(opening).then(
      (photo) => {
        if (cancelled) closePhoto(photo);
        else dispatch({ type: 'opened', file: opening, photo });
      },
      (error: unknown) => {
        if (!cancelled) openFailed(opening, error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [opening]);

  useEffect(() => {
    if (landing) root.current?.querySelector<HTMLElement>(landingSelector(landing.to))?.focus();
  }, [landing]);

  function refuse(title: string, description: string) {
    toast({ title, description, variant: 'destructive', subject: 'upload' });
  }

  function choose(files: readonly File[]) {
    const choice = choosePhotos(files, roomLeft(photos.length, pendingPhotos(state)));
    if (choice.refusal) refuse(choice.refusal.title, choice.refusal.description);
    if (choice.overflow > 0) {
      toast({ ...overflowMessage(choice.overflow), variant: 'destructive', subject: 'photo-limit' });
    }
    dispatch(
      choice.accepted.length > 0 ? { type: 'files-accepted', files: choice.accepted } : { type: 'nothing-accepted' },
    );
  }

  async function confirm() {
    if (!draft || progress !== null) return;
    const { photo } = draft;
    dispatch({ type: 'upload-started' });
    try {
      const variants = await encodeVariants(photo, frameAround(photo.width, photo.height, focus));
      const image = await uploadPhotoVariants(
        { shopId: shop.id, stem: photoStem(productId), alt: altOrName('', latest.current.productName), variants },
        (fraction) => dispatch({ type: 'upload-progressed', fraction }),
      );
      const next = [...latest.current.photos, image];
      latest.current.onChange(next);
      toast({ title: 'Upload completato', description: "L'immagine è stata caricata con successo", subject: 'upload' });
      dispatch({ type: 'uploaded', count: next.length });
    } catch (error) {
      if (error instanceof ImageRejectedError) {
        refuse(error.title, error.description);
      } else {
        console.error(error);
        refuse('Errore upload', 'Impossibile caricare il file');
      }
      dispatch({ type: 'upload-failed' });
    }
  }

  function move(from: number, to: number) {
    if (to < 0 || to >= photos.length || from === to) return;
    onChange(movePhoto(photos, from, to));
    dispatch({ type: 'moved', from, to, count: photos.length });
  }

  function remove(index: number) {
    const next = removePhoto(photos, index);
    onChange(next);
    dispatch({ type: 'removed', index, count: next.length });
  }

  function setAlt(index: number, alt: string) {
    onChange(photos.map((photo, i) => (i === index ? { ...photo, alt } : photo)));
  }

  function dropPhoto(over: number, after: boolean) {
    if (dragging !== null) move(dragging, dropTarget(dragging, over, after));
    dispatch({ type: 'drag-ended' });
  }

  const keys = photoKeys(photos);

  return (
    <div ref={root} role="group" aria-labelledby={ids.label} className="grid content-start gap-3">
      <PhotosIntro ids={ids} />

      {photos.length > 0 ? (
        <ol aria-label="Foto del prodotto" aria-describedby={ids.about} className="grid gap-2">
          {photos.map((photo, index) => (
            <PhotoItem
              key={keys[index]}
              photo={photo}
              index={index}
              count={photos.length}
              productName={productName}
              altHintId={ids.altHint}
              dropHint={dropHint?.index === index && dragging !== index ? (dropHint.after ? 'after' : 'before') : null}
              onAltChange={(alt) => setAlt(index, alt)}
              onAltEmptied={() => setAlt(index, altOrName('', productName))}
              onMove={(to) => move(index, to)}
              onRemove={() => remove(index)}
              onDragStart={() => dispatch({ type: 'drag-started', index })}
              onDragOverItem={(after) => dispatch({ type: 'dragged-over', index, after })}
              onDropOnItem={(after) => dropPhoto(index, after)}
              onDragEnd={() => dispatch({ type: 'drag-ended' })}
            />
          ))}
        </ol>
      ) : (
        <NoPhotos />
      )}

      {draft && (
        <PhotoCropper
          photo={draft.photo}
          fileName={draft.fileName}
          focus={focus}
          progress={progress}
          waiting={state.queue.length}
          onFocusChange={(next) => dispatch({ type: 'focus-moved', focus: next })}
          onConfirm={() => void confirm()}
          onDiscard={() => dispatch({ type: 'discarded' })}
        />
      )}
      {opening && <OpeningPhoto />}

      <PhotoDropZone
        ids={ids}
        stored={photos.length}
        full={photosFull(state, photos.length)}
        filesOver={state.filesOver}
        onFilesOver={(over) => dispatch({ type: 'files-over', over })}
        onFiles={choose}
      />
      <p role="status" className="sr-only">
        {state.announcement}
      </p>
    </div>
  );
}
