import { describe, expect, it } from 'vitest';
import { variantPlan } from '../../../../src/admin/photos/variant-plan.ts';
import { imageSources, variantPath } from '../../../../src/products/images.ts';
import { photoStem, undecodableImage } from '../../../../src/products/image-rules.ts';

describe('variantPlan: the sizes a framed photo is encoded in', () => {
  it('makes 1600, 800 and 400 from a large frame, each from the one before', () => {
    expect(variantPlan(3000)).toEqual([
      { width: 1600, from: 'frame' },
      { width: 800, from: 1600 },
      { width: 400, from: 800 },
    ]);
  });

  it('never enlarges: a smaller frame is its own largest size', () => {
    expect(variantPlan(1200)).toEqual([
      { width: 1200, from: 'frame' },
      { width: 800, from: 1200 },
      { width: 400, from: 800 },
    ]);
    expect(variantPlan(600)).toEqual([
      { width: 600, from: 'frame' },
      { width: 400, from: 600 },
    ]);
    expect(variantPlan(300)).toEqual([{ width: 300, from: 'frame' }]);
    expect(variantPlan(1600)).toEqual([
      { width: 1600, from: 'frame' },
      { width: 800, from: 1600 },
      { width: 400, from: 800 },
    ]);
  });

  it('gives the shop a srcset of every stored size when it names the largest', () => {
    const stem = photoStem('5b0c3f0e-0000-4000-8000-000000000001', 1732197600000, 'k3x9q2ab');
    expect(stem).toBe('5b0c3f0e-0000-4000-8000-000000000001/1732197600000-k3x9q2ab');
    const [largest] = variantPlan(3000);
    const sources = imageSources({
      path: `/x/${variantPath(stem, largest!.width)}`,
      alt: 'A',
      width: 1600,
      height: 1600,
    });
    expect(sources.srcSet).toBe(
      variantPlan(3000)
        .map(({ width }) => `/x/${variantPath(stem, width)} ${String(width)}w`)
        .reverse()
        .join(', '),
    );
  });
});

describe('naming and refusals', () => {
  it('stores each photo under its product’s folder with a fresh random part', () => {
    expect(photoStem('p', 1)).toMatch(/^p\/1-[a-z0-9]{8}$/);
    expect(photoStem('p', 1)).not.toBe(photoStem('p', 1));
  });

  it('says that a file the browser cannot open is not the image its type claims', () => {
    expect(undecodableImage({ type: 'image/png' })).toEqual({
      title: 'Immagine non valida',
      description:
        "Il contenuto del file non è un'immagine PNG: forse è un altro tipo di file con il nome cambiato. " +
        'Tipi supportati: JPEG, PNG, WebP, GIF',
    });
    expect(undecodableImage({ type: 'IMAGE/JPEG' }).description).toMatch(
      /^Il contenuto del file non è un'immagine JPEG:/,
    );
  });
});
