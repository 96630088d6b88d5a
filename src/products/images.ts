import { PLACEHOLDER_IMAGE, type Product, type ProductImage } from './types.ts';

/**
 * The widths an uploaded photo is stored in: a phone's card takes 400, a phone's product page or a
 * desktop card 800, the zoomed view 1600. A photo smaller than a width is not enlarged to it: its
 * own width is the largest variant instead.
 */
export const VARIANT_WIDTHS = [400, 800, 1600] as const;

/** The most photos a product has (the database holds the same bound). */
export const MAX_PHOTOS = 12;

/** The frame of the demo pictures and of a photo known only by its address (an older client's save). */
export const DEFAULT_IMAGE_SIZE = 800;

/** The widths a square photo of `size` pixels is stored in, smallest first, never above `size`. */
export function variantWidths(size: number): number[] {
  const side = Math.max(1, Math.round(size));
  const widths: number[] = VARIANT_WIDTHS.filter((width) => width < side);
  const largest = Math.min(side, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? side);
  if (!widths.includes(largest)) widths.push(largest);
  return widths;
}

/** `.../anello-1600.webp` with width 800 → `.../anello-800.webp`. */
export function variantPath(stem: string, width: number): string {
  return `${stem}-${String(width)}.webp`;
}

const VARIANT = /^(.*)-(\d+)\.webp$/;

/** What an `<img>` needs to show a photo: the address, and the other widths when it has them. */
export interface ImageSources {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
}

/**
 * The sources of a stored photo. An uploaded photo (`<stem>-<width>.webp`, `width` its largest)
 * gets a `srcset` of its variants up to `maxWidth` (the smallest is kept if all are wider), so the
 * browser picks by the `sizes` it is shown at and a small frame never downloads the largest file
 * whatever the screen's pixel ratio; any other picture (the demo's SVGs, an address typed by hand)
 * is the one source it is.
 */
export function imageSources(image: ProductImage, maxWidth = Number.POSITIVE_INFINITY): ImageSources {
  const match = VARIANT.exec(image.path);
  const stem = match?.[1];
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? 0;
  if (stem === undefined || Number(match?.[2]) !== image.width || image.width > largest) {
    return { src: image.path, width: image.width, height: image.height };
  }
  const all = variantWidths(image.width);
  const fitting = all.filter((width) => width <= maxWidth);
  const widths = fitting.length > 0 ? fitting : all.slice(0, 1);
  // For a browser without srcset: the widest kept up to the card's size.
  const fallback = widths.filter((width) => width <= DEFAULT_IMAGE_SIZE).at(-1) ?? widths[0] ?? image.width;
  return {
    src: variantPath(stem, fallback),
    srcSet: widths.map((width) => `${variantPath(stem, width)} ${String(width)}w`).join(', '),
    width: image.width,
    height: image.height,
  };
}

/** The address of a photo's largest variant (the zoomed view, a share card). */
export const largestImage = (image: ProductImage): string => image.path;

/**
 * A product's photos in order. A product saved by a client that only knew `image` has that one
 * picture; a product with none shows the placeholder.
 */
export function productImages(product: Pick<Product, 'images' | 'image' | 'name'>): ProductImage[] {
  if (product.images.length > 0) return product.images;
  const path = product.image.trim() === '' ? PLACEHOLDER_IMAGE : product.image;
  return [{ path, alt: product.name, width: DEFAULT_IMAGE_SIZE, height: DEFAULT_IMAGE_SIZE }];
}
