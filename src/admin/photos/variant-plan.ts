import { variantWidths } from '../../products/images.ts';

/** One size to encode: a square of `width` pixels drawn from the photo's frame or from a larger size. */
export interface VariantStep {
  width: number;
  /** `frame`: from the cropped photo itself; a number: from the size of that width, drawn before. */
  from: 'frame' | number;
}

/**
 * The sizes a photo whose square frame is `frameSize` pixels is stored in, largest first, each
 * drawn from the one before: scaling a 3000-pixel frame straight to 400 skips most pixels and
 * shimmers, halving step by step averages them. Never larger than the frame (`variantWidths`).
 */
export function variantPlan(frameSize: number): VariantStep[] {
  const widths = [...variantWidths(frameSize)].sort((a, b) => b - a);
  return widths.map((width, i) => ({ width, from: i === 0 ? 'frame' : (widths[i - 1] ?? 'frame') }));
}
