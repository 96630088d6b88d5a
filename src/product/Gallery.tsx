import { ChevronLeft, ChevronRight, Expand } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { imageSources } from '../products/images.ts';
import { PLACEHOLDER_IMAGE, type Product, type ProductImage } from '../products/types.ts';
import { photoForKey, stepPhoto } from './gestures.ts';
import { CARD_MAX_WIDTH, PAGE_PHOTO_SIZES, PAGE_WIDE_MEDIA, THUMBNAIL_MAX_WIDTH } from './photo-sources.ts';
import { AvailabilityBadge, Badges } from './ProductPrice.tsx';
import { useSwipe } from './use-swipe.ts';
import { ZoomRoot, ZoomTrigger, ZoomView } from './ZoomDialog.tsx';

function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (img.src.endsWith(PLACEHOLDER_IMAGE)) return;
  img.removeAttribute('srcset');
  img.parentElement?.querySelectorAll('source').forEach((source) => source.remove());
  img.src = PLACEHOLDER_IMAGE;
}

const altOf = (photo: ProductImage, product: Product, index: number, count: number) =>
  photo.alt.trim() || (count > 1 ? `${product.name}, foto ${String(index + 1)}` : product.name);

/**
 * One photo at the size of the page's main frame. A phone is offered the variants up to 800 px,
 * a wider screen all of them, so a phone's page never downloads the 1600 px file, which the zoomed
 * view is for.
 */
function MainPhoto({ photo, alt, first }: { photo: ProductImage; alt: string; first: boolean }) {
  const all = imageSources(photo);
  const phone = imageSources(photo, CARD_MAX_WIDTH);
  return (
    <picture className="contents">
      {all.srcSet && <source media={PAGE_WIDE_MEDIA} srcSet={all.srcSet} sizes={PAGE_PHOTO_SIZES} />}
      <img
        src={phone.src}
        srcSet={phone.srcSet}
        sizes={phone.srcSet ? PAGE_PHOTO_SIZES : undefined}
        alt={alt}
        width={phone.width}
        height={phone.height}
        draggable={false}
        {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        decoding="async"
        onError={showPlaceholder}
        className="size-full object-cover select-none"
      />
    </picture>
  );
}

const counterClass = [
  'pointer-events-none absolute right-4 bottom-4 z-10 inline-flex items-center gap-2 bg-background/85',
  'px-2.5 py-1.5 text-[11px] tracking-[0.18em] text-foreground uppercase backdrop-blur-sm',
].join(' ');

/** The photos slide into place, unless the visitor asks for less motion or a finger is moving them. */
const slideClass = 'motion-safe:transition-transform motion-safe:duration-500 motion-safe:ease-out';

const arrowClass = [
  'absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full',
  'bg-background/85 text-foreground shadow-sm backdrop-blur-sm transition-opacity hover:bg-background',
  'sm:inline-flex [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover/gallery:opacity-100',
  '[@media(hover:hover)]:focus-visible:opacity-100',
].join(' ');

/**
 * The product's photos: the main one (swipe it on a phone, or use the arrows beside it; a tap or
 * click opens the zoomed view) and the thumbnails under it, which are WAI-ARIA tabs (one tab stop,
 * arrows, Home and End select a photo).
 */
export function Gallery({
  product,
  photos,
  portalHost,
}: {
  product: Product;
  photos: readonly ProductImage[];
  /** The element the zoomed view is mounted in. */
  portalHost: HTMLElement | null;
}) {
  const baseId = useId();
  const [chosen, setChosen] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const thumbnails = useRef<HTMLDivElement>(null);
  const count = photos.length;
  // A live change may remove photos: the choice stays within the ones there are.
  const index = Math.min(chosen, count - 1);
  const tabId = (i: number) => `${baseId}-foto-${String(i)}`;
  const panelId = `${baseId}-pannello`;
  const swipe = useSwipe((step) => setChosen(stepPhoto(index, step, count)));

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const next = photoForKey(event.key, index, count);
    if (next === null) return;
    event.preventDefault();
    setChosen(next);
    thumbnails.current?.querySelector<HTMLButtonElement>(`[data-photo="${String(next)}"]`)?.focus();
  }

  const current = photos[index];
  if (!current) return null;
  const several = count > 1;

  return (
    <ZoomRoot open={zoomed} onOpenChange={setZoomed}>
      <div className="flex flex-col gap-4">
        <div
          id={panelId}
          {...(several ? { role: 'tabpanel', 'aria-labelledby': tabId(index) } : {})}
          className="group/gallery relative aspect-square touch-pan-y overflow-hidden bg-muted select-none"
          {...swipe.handlers}
        >
          <div
            className={`flex size-full ${swipe.dragging ? '' : slideClass}`}
            style={{ transform: `translateX(calc(${String(-index * 100)}% + ${String(swipe.offset)}px))` }}
          >
            {photos.map((photo, i) => (
              <div
                key={`${photo.path}-${String(i)}`}
                className="relative size-full shrink-0"
                aria-hidden={i === index ? undefined : true}
                inert={i !== index}
              >
                {i === index ? (
                  <ZoomTrigger label={`Ingrandisci la foto: ${altOf(photo, product, i, count)}`}>
                    <MainPhoto photo={photo} alt={altOf(photo, product, i, count)} first={i === 0} />
                  </ZoomTrigger>
                ) : (
                  <MainPhoto photo={photo} alt={altOf(photo, product, i, count)} first={i === 0} />
                )}
              </div>
            ))}
          </div>
          <Badges product={product} className="pointer-events-none absolute top-4 left-4 z-10" />
          <AvailabilityBadge product={product} className="pointer-events-none absolute top-4 right-4 z-10" />
          <span aria-hidden="true" className={counterClass}>
            <Expand className="size-3.5" />
            {several ? `${String(index + 1)} / ${String(count)}` : 'Zoom'}
          </span>
          {several && (
            <>
              <button
                type="button"
                aria-label="Foto precedente"
                aria-controls={panelId}
                onClick={() => setChosen(stepPhoto(index, -1, count))}
                className={`${arrowClass} left-3`}
              >
                <ChevronLeft className="size-5 stroke-[1.5]" aria-hidden="true" />
              </button>
              <button
                type="button"
                aria-label="Foto successiva"
                aria-controls={panelId}
                onClick={() => setChosen(stepPhoto(index, 1, count))}
                className={`${arrowClass} right-3`}
              >
                <ChevronRight className="size-5 stroke-[1.5]" aria-hidden="true" />
              </button>
            </>
          )}
        </div>

        {several && (
          <div
            ref={thumbnails}
            role="tablist"
            aria-label={`Foto di ${product.name}`}
            className="flex gap-3 overflow-x-auto p-1 [scrollbar-width:none]"
          >
            {photos.map((photo, i) => {
              const selected = i === index;
              const thumb = imageSources(photo, THUMBNAIL_MAX_WIDTH);
              return (
                <button
                  key={`${photo.path}-${String(i)}`}
                  id={tabId(i)}
                  type="button"
                  role="tab"
                  data-photo={i}
                  aria-selected={selected}
                  aria-controls={panelId}
                  aria-label={`Foto ${String(i + 1)} di ${String(count)}`}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => setChosen(i)}
                  onKeyDown={onTabKey}
                  className={`relative aspect-square w-18 shrink-0 overflow-hidden bg-muted sm:w-22 ${
                    selected
                      ? 'ring-1 ring-foreground ring-offset-2 ring-offset-background'
                      : 'opacity-70 hover:opacity-100'
                  } motion-safe:transition-opacity`}
                >
                  <img
                    src={thumb.src}
                    srcSet={thumb.srcSet}
                    sizes={thumb.srcSet ? '88px' : undefined}
                    alt=""
                    width={thumb.width}
                    height={thumb.height}
                    loading="lazy"
                    decoding="async"
                    draggable={false}
                    onError={showPlaceholder}
                    className="size-full object-cover"
                  />
                </button>
              );
            })}
          </div>
        )}
      </div>
      <ZoomView
        product={product}
        photos={photos}
        index={index}
        onIndex={setChosen}
        altOf={(photo, i) => altOf(photo, product, i, count)}
        container={portalHost}
      />
    </ZoomRoot>
  );
}
