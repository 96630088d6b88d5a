import type { PhotoVariant } from '../../backend/images.ts';
import type { SquareFrame } from './crop.ts';
import { variantPlan } from './variant-plan.ts';

/**
 * A photo opened in the browser: its pixels upright (the camera's EXIF orientation applied, as
 * `createImageBitmap` does with `imageOrientation: 'from-image'`), and a light copy to show while
 * the owner chooses the frame.
 */
export interface OpenedPhoto {
  bitmap: ImageBitmap;
  width: number;
  height: number;
  /** An object URL of the photo at most `PREVIEW_SIDE` pixels on its long side. */
  preview: string;
}

/** WebP quality: photos of jewellery keep their sparkle at 0.82 and weigh a third of a JPEG's. */
const WEBP_QUALITY = 0.82;
const PREVIEW_SIDE = 960;

type Canvas = OffscreenCanvas | HTMLCanvasElement;
type Context = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function makeCanvas(width: number, height: number): { canvas: Canvas; context: Context } {
  let canvas: Canvas;
  let context: Context | null;
  if (typeof OffscreenCanvas === 'function') {
    canvas = new OffscreenCanvas(width, height);
    context = canvas.getContext('2d');
  } else {
    canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    context = canvas.getContext('2d');
  }
  if (!context) throw new Error('No 2D canvas to draw the photo on');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  return { canvas, context };
}

function canvasBlob(canvas: Canvas, type: string, quality: number): Promise<Blob> {
  if (canvas instanceof HTMLCanvasElement) {
    return new Promise((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(`The canvas gave no ${type}`))), type, quality),
    );
  }
  return canvas.convertToBlob({ type, quality });
}

/**
 * The canvas as WebP. Browsers that cannot encode WebP (Safari) hand back a PNG instead of failing:
 * then libwebp compiled to WebAssembly encodes the pixels, loaded only in those browsers.
 */
async function webp(canvas: Canvas, context: Context): Promise<Blob> {
  const native = await canvasBlob(canvas, 'image/webp', WEBP_QUALITY);
  if (native.type === 'image/webp') return native;
  const { default: encode } = await import('@jsquash/webp/encode.js');
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  const bytes = await encode(pixels, { quality: WEBP_QUALITY * 100 });
  return new Blob([bytes], { type: 'image/webp' });
}

/** Opens a chosen file; rejects when the browser cannot read it as a picture. */
export async function openPhoto(file: Blob): Promise<OpenedPhoto> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = bitmap;
    const scale = Math.min(1, PREVIEW_SIDE / Math.max(width, height));
    const shown = makeCanvas(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)));
    shown.context.drawImage(bitmap, 0, 0, shown.canvas.width, shown.canvas.height);
    const preview = URL.createObjectURL(await canvasBlob(shown.canvas, 'image/jpeg', 0.85));
    return { bitmap, width, height, preview };
  } catch (error) {
    bitmap.close();
    throw error;
  }
}

/** Frees an opened photo's pixels and its preview's address. */
export function closePhoto(photo: OpenedPhoto): void {
  photo.bitmap.close();
  URL.revokeObjectURL(photo.preview);
}

/** The photo's square `frame` encoded as WebP in every size it is stored in, largest first. */
export async function encodeVariants(photo: OpenedPhoto, frame: SquareFrame): Promise<PhotoVariant[]> {
  const drawn = new Map<number, Canvas>();
  const variants: PhotoVariant[] = [];
  for (const step of variantPlan(frame.size)) {
    const { canvas, context } = makeCanvas(step.width, step.width);
    const larger = step.from === 'frame' ? undefined : drawn.get(step.from);
    if (larger) context.drawImage(larger, 0, 0, step.width, step.width);
    else context.drawImage(photo.bitmap, frame.x, frame.y, frame.size, frame.size, 0, 0, step.width, step.width);
    drawn.set(step.width, canvas);
    variants.push({ width: step.width, blob: await webp(canvas, context) });
  }
  return variants;
}
