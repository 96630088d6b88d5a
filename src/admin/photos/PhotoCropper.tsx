import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '../../ui/button.tsx';
import {
  focusAtPosition,
  focusDragged,
  frameAround,
  frameAxis,
  frameBox,
  framePosition,
  frameValueText,
  positionAfterKey,
  type FocusPoint,
} from './crop.ts';
import type { OpenedPhoto } from './encode.ts';

interface PhotoCropperProps {
  photo: OpenedPhoto;
  fileName: string;
  focus: FocusPoint;
  /** Upload progress from 0 to 1, or null while the owner is still choosing. */
  progress: number | null;
  /** Photos chosen after this one, waiting their turn. */
  waiting: number;
  onFocusChange: (focus: FocusPoint) => void;
  onConfirm: () => void;
  onDiscard: () => void;
}

/** Where a drag started: the pointer's place over the photo and the focus point then. */
interface Drag {
  pointer: number;
  origin: FocusPoint;
  start: FocusPoint;
}

/**
 * One chosen photo before it is stored: the whole photo with the square the catalogue will show,
 * moved by dragging the photo or its focus point (a slider for the keyboard), a preview of the
 * square, and Carica foto / Scarta. The progress bar follows the upload of all its sizes.
 */
export function PhotoCropper({
  photo,
  fileName,
  focus,
  progress,
  waiting,
  onFocusChange,
  onConfirm,
  onDiscard,
}: PhotoCropperProps) {
  const id = useId();
  const stage = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const { width, height } = photo;
  const axis = frameAxis(width, height);
  const frame = frameAround(width, height, focus);
  const box = frameBox(width, height, frame);
  const position = framePosition(width, height, focus);
  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  // The preview shows the same square: `object-position` along the free direction is the frame's place.
  const objectPosition = axis === 'vertical' ? `50% ${String(position)}%` : `${String(position)}% 50%`;

  /** The pointer's place over the photo as shown, as fractions of its width and height. */
  function pointerAt(event: PointerEvent<HTMLDivElement>): FocusPoint | null {
    const rect = stage.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return null;
    return { x: (event.clientX - rect.left) / rect.width, y: (event.clientY - rect.top) / rect.height };
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (axis === null || uploading || event.button !== 0) return;
    const at = pointerAt(event);
    if (!at) return;
    event.preventDefault();
    const inside =
      at.x * 100 >= box.left &&
      at.x * 100 <= box.left + box.width &&
      at.y * 100 >= box.top &&
      at.y * 100 <= box.top + box.height;
    // Pressing inside the square picks it up; pressing beside it brings it there first.
    const start = focusDragged(width, height, inside ? focus : at, { x: 0, y: 0 });
    if (!inside) onFocusChange(start);
    drag.current = { pointer: event.pointerId, origin: at, start };
    event.currentTarget.setPointerCapture(event.pointerId);
    handle.current?.focus();
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (current?.pointer !== event.pointerId) return;
    const at = pointerAt(event);
    if (!at) return;
    onFocusChange(
      focusDragged(width, height, current.start, { x: at.x - current.origin.x, y: at.y - current.origin.y }),
    );
  }

  function endDrag() {
    drag.current = null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (uploading) return;
    const next = positionAfterKey(axis, position, event.key, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    onFocusChange(focusAtPosition(width, height, next));
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-site border border-accent/50 bg-accent/5 p-4"
      data-photo-cropper
    >
      <div>
        <h3 id={`${id}-title`} className="text-sm font-semibold">
          Inquadra la foto
        </h3>
        <p className="text-xs break-all text-muted-foreground">
          {fileName} · {width} × {height} px
        </p>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
        {/* Dragging the photo moves the square; the keyboard's way is the focus point inside it (a slider). */}
        <div
          ref={stage}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          data-axis={axis ?? 'none'}
          className="relative mx-auto w-fit touch-none overflow-hidden rounded-site bg-muted select-none
            data-[axis=horizontal]:cursor-ew-resize data-[axis=vertical]:cursor-ns-resize"
        >
          <img
            src={photo.preview}
            alt={`Foto scelta: ${fileName}`}
            draggable={false}
            className="block h-auto max-h-72 w-auto max-w-full"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute border-2 border-white shadow-[0_0_0_100vmax_rgb(0_0_0/0.55)]"
            style={{ left: `${box.left}%`, top: `${box.top}%`, width: `${box.width}%`, height: `${box.height}%` }}
          />
          {axis !== null && (
            <div
              ref={handle}
              role="slider"
              tabIndex={uploading ? -1 : 0}
              aria-label="Punto di interesse"
              aria-orientation={axis}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={position}
              aria-valuetext={frameValueText(axis, position)}
              aria-describedby={`${id}-hint`}
              aria-disabled={uploading || undefined}
              onKeyDown={onKeyDown}
              data-crop-handle
              className="absolute size-11 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white
                bg-accent/70 shadow-md outline-none focus-visible:ring-4 focus-visible:ring-white
                focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
              style={{ left: `${box.left + box.width / 2}%`, top: `${box.top + box.height / 2}%` }}
            />
          )}
        </div>
        <figure className="grid justify-items-center gap-1.5">
          <img
            src={photo.preview}
            alt="Anteprima del riquadro"
            className="aspect-square w-32 rounded-site border border-border object-cover"
            style={{ objectPosition }}
          />
          <figcaption className="text-center text-xs text-muted-foreground">Così nel catalogo</figcaption>
        </figure>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {axis === null
          ? 'La foto è già quadrata: il catalogo la mostra per intero.'
          : 'Il catalogo mostra le foto in un riquadro quadrato. Trascina la foto, oppure usa le frecce sul ' +
            'punto di interesse, per scegliere la parte che resta dentro.'}
      </p>
      {uploading && (
        <div
          role="progressbar"
          aria-label="Caricamento immagine"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${String(percent)}%`}
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-accent transition-[width] duration-200"
            style={{ width: `${String(percent)}%` }}
          />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" disabled={uploading} onClick={onConfirm} data-crop-confirm>
          {uploading ? 'Caricamento...' : 'Carica foto'}
        </Button>
        <Button variant="ghost" size="sm" disabled={uploading} onClick={onDiscard}>
          Scarta
        </Button>
        {waiting > 0 && (
          <span className="text-xs text-muted-foreground">
            {waiting === 1 ? 'Poi 1 altra foto' : `Poi altre ${String(waiting)} foto`}
          </span>
        )}
      </div>
    </section>
  );
}
