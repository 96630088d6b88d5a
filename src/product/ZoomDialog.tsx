import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { largestImage } from '../products/images.ts';
import type { Product, ProductImage } from '../products/types.ts';
import { stepPhoto } from './gestures.ts';
import { useSwipe } from './use-swipe.ts';

/** The gallery and its zoomed view share one dialog state: the trigger is the main photo. */
export const ZoomRoot = Dialog.Root;

/**
 * The main photo as the button that opens the zoomed view. Radix gives focus back to it when the
 * view closes.
 */
export function ZoomTrigger({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Dialog.Trigger aria-label={label} className="block size-full cursor-zoom-in focus-visible:outline-offset-[-4px]">
      {children}
    </Dialog.Trigger>
  );
}

/** The view fades in as it opens (`@starting-style`), unless the visitor asks for less motion. */
const fadeIn = 'motion-safe:transition-opacity motion-safe:duration-200 starting:opacity-0';

const controlClass = [
  'inline-flex size-12 items-center justify-center rounded-full border border-white/25 text-white',
  'transition-colors hover:bg-white/10 focus-visible:outline-white',
].join(' ');

interface ZoomViewProps {
  product: Product;
  photos: readonly ProductImage[];
  index: number;
  onIndex: (index: number) => void;
  altOf: (photo: ProductImage, index: number) => string;
  /** Where the view is mounted: inside the page's themed element, so it takes the shop's fonts. */
  container: HTMLElement | null;
}

/**
 * The zoomed view: the photo at its largest over the whole screen, with its description, the
 * previous and next photos (buttons, arrow keys, swipe) and a close button. A Radix dialog: focus
 * stays inside while it is open, Escape closes it, and focus returns to the photo that opened it.
 */
export function ZoomView({ product, photos, index, onIndex, altOf, container }: ZoomViewProps) {
  const count = photos.length;
  const photo = photos[index];
  const swipe = useSwipe((step) => onIndex(stepPhoto(index, step, count)));
  if (!photo) return null;
  const several = count > 1;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!several || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    onIndex(stepPhoto(index, event.key === 'ArrowRight' ? 1 : -1, count));
  }

  return (
    <Dialog.Portal container={container}>
      <Dialog.Overlay className={`fixed inset-0 z-50 bg-[#16120e] ${fadeIn}`} />
      <Dialog.Content
        onKeyDown={onKeyDown}
        className={`fixed inset-0 z-50 flex flex-col text-[#f5efe4] outline-none ${fadeIn}`}
      >
        <div className="flex items-center justify-between gap-4 px-5 py-4 sm:px-8">
          <div className="min-w-0">
            <Dialog.Title className="truncate font-display text-xl font-medium sm:text-2xl">
              {product.name}
            </Dialog.Title>
            {several && (
              <p className="text-xs tracking-[0.2em] text-[#f5efe4]/75 uppercase">
                Foto {index + 1} di {count}
              </p>
            )}
          </div>
          <Dialog.Close aria-label="Chiudi" className={controlClass}>
            <X className="size-5 stroke-[1.5]" aria-hidden="true" />
          </Dialog.Close>
        </div>

        <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-20">
          <div className="flex size-full touch-pan-y items-center justify-center select-none" {...swipe.handlers}>
            <img
              key={photo.path}
              src={largestImage(photo)}
              alt={altOf(photo, index)}
              width={photo.width}
              height={photo.height}
              draggable={false}
              style={swipe.offset ? { transform: `translateX(${String(swipe.offset)}px)` } : undefined}
              className="max-h-full max-w-full object-contain"
            />
          </div>
          {several && (
            <>
              <button
                type="button"
                aria-label="Foto precedente"
                onClick={() => onIndex(stepPhoto(index, -1, count))}
                className={`${controlClass} absolute left-3 bg-black/30`}
              >
                <ChevronLeft className="size-6 stroke-[1.5]" aria-hidden="true" />
              </button>
              <button
                type="button"
                aria-label="Foto successiva"
                onClick={() => onIndex(stepPhoto(index, 1, count))}
                className={`${controlClass} absolute right-3 bg-black/30`}
              >
                <ChevronRight className="size-6 stroke-[1.5]" aria-hidden="true" />
              </button>
            </>
          )}
        </div>

        <Dialog.Description className="px-5 py-4 text-center text-sm text-[#f5efe4]/80 sm:px-8">
          {altOf(photo, index)}
        </Dialog.Description>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
