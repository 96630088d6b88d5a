import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { useId, type DragEvent, type KeyboardEvent } from 'react';
import { imageSources } from '../../products/images.ts';
import type { ProductImage } from '../../products/types.ts';
import { Button } from '../../ui/button.tsx';
import { inputClass } from '../Field.tsx';
import { photoLabel } from './photo-list.ts';

/** The type a photo being reordered travels as, so the drop zone for files ignores it. */
export const PHOTO_DRAG_TYPE = 'application/x-boutique-photo';

/** The alternative text's bound (the database's `products_images_valid`). */
const ALT_MAX_LENGTH = 300;

interface PhotoItemProps {
  photo: ProductImage;
  index: number;
  count: number;
  productName: string;
  /** The id of the hint every photo's alternative text shares. */
  altHintId: string;
  /** Where a photo dragged over this one would land: before it, after it, or neither. */
  dropHint: 'before' | 'after' | null;
  onAltChange: (alt: string) => void;
  /** The owner left the text empty: it becomes the product's name. */
  onAltEmptied: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onDragStart: () => void;
  onDragOverItem: (after: boolean) => void;
  onDropOnItem: (after: boolean) => void;
  onDragEnd: () => void;
}

/**
 * One stored photo in the editor: its thumbnail (a drag handle), its place ("Foto principale"
 * for the first), its alternative text, and the buttons that move or remove it.
 */
export function PhotoItem({
  photo,
  index,
  count,
  productName,
  altHintId,
  dropHint,
  onAltChange,
  onAltEmptied,
  onMove,
  onRemove,
  onDragStart,
  onDragOverItem,
  onDropOnItem,
  onDragEnd,
}: PhotoItemProps) {
  const id = useId();
  const sources = imageSources(photo);
  const label = photoLabel(index);
  const number = String(index + 1);

  /** In the lower half of this photo, a dragged one lands after it. */
  const after = (event: DragEvent<HTMLLIElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return event.clientY > rect.top + rect.height / 2;
  };
  const carriesPhoto = (event: DragEvent) => event.dataTransfer.types.includes(PHOTO_DRAG_TYPE);

  function onAltKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter saves the product; an emptied text becomes the name first, as leaving the field does.
    if (event.key === 'Enter' && event.currentTarget.value.trim() === '') {
      event.preventDefault();
      onAltEmptied();
    }
  }

  return (
    // A drop target while a photo is dragged; the move buttons inside do the same from the keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- only drag events, see above
    <li
      aria-labelledby={`${id}-label`}
      data-photo={index}
      data-drop={dropHint ?? undefined}
      onDragOver={(event) => {
        if (!carriesPhoto(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        onDragOverItem(after(event));
      }}
      onDrop={(event) => {
        if (!carriesPhoto(event)) return;
        event.preventDefault();
        onDropOnItem(after(event));
      }}
      className="relative grid grid-cols-[6rem_minmax(0,1fr)] gap-3 rounded-site border border-border bg-background
        p-3 data-[drop=after]:shadow-[0_3px_0_0_var(--color-accent)]
        data-[drop=before]:shadow-[0_-3px_0_0_var(--color-accent)]"
    >
      {/* Dragged with the mouse to reorder; the buttons beside it do the same from the keyboard or a touch screen. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only drag events, see above */}
      <div
        draggable
        onDragStart={(event) => {
          event.dataTransfer.setData(PHOTO_DRAG_TYPE, String(index));
          event.dataTransfer.effectAllowed = 'move';
          onDragStart();
        }}
        onDragEnd={onDragEnd}
        data-part="handle"
        className="relative size-24 cursor-grab overflow-hidden rounded-site border border-border bg-muted
          active:cursor-grabbing"
      >
        {/* Focusable from script only: after an upload, focus lands here and the photo is read out. */}
        <img
          src={sources.src}
          srcSet={sources.srcSet}
          sizes="96px"
          width={sources.width}
          height={sources.height}
          alt={`Anteprima: ${photo.alt}`}
          tabIndex={-1}
          draggable={false}
          data-part="image"
          className="size-full object-cover focus-visible:outline-2 focus-visible:-outline-offset-2
            focus-visible:outline-accent"
        />
        <GripVertical
          className="absolute top-1 right-1 size-4 rounded-sm bg-background/80 text-foreground"
          aria-hidden="true"
        />
        {index === 0 && (
          <span
            aria-hidden="true"
            className="absolute inset-x-0 bottom-0 bg-primary/85 py-0.5 text-center text-[10px] font-medium
              tracking-wide text-primary-foreground uppercase"
          >
            Principale
          </span>
        )}
      </div>
      <div className="grid min-w-0 content-start gap-2">
        <p id={`${id}-label`} className="text-sm font-medium">
          {label}
          <span className="sr-only">
            {' '}
            ({number} di {String(count)})
          </span>
        </p>
        <div className="grid gap-1">
          <label htmlFor={`${id}-alt`} className="text-xs font-medium">
            Testo alternativo
          </label>
          <input
            id={`${id}-alt`}
            className={`${inputClass} h-9 text-sm`}
            value={photo.alt}
            maxLength={ALT_MAX_LENGTH}
            placeholder={productName}
            aria-describedby={altHintId}
            autoComplete="off"
            onChange={(event) => onAltChange(event.target.value)}
            onBlur={(event) => {
              if (event.target.value.trim() === '') onAltEmptied();
            }}
            onKeyDown={onAltKeyDown}
          />
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Button
            variant="outline"
            size="sm"
            className="px-3"
            disabled={index === 0}
            data-part="earlier"
            onClick={() => onMove(index - 1)}
          >
            <ArrowUp aria-hidden="true" />
            Sposta prima<span className="sr-only"> la foto {number}</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="px-3"
            disabled={index === count - 1}
            data-part="later"
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown aria-hidden="true" />
            Sposta dopo<span className="sr-only"> la foto {number}</span>
          </Button>
          <Button variant="ghost" size="sm" className="px-3" data-part="remove" onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            Rimuovi<span className="sr-only"> la foto {number}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
