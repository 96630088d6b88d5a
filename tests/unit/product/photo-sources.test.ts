import { describe, expect, it } from 'vitest';
import { CARD_MAX_WIDTH, THUMBNAIL_MAX_WIDTH } from '../../../src/product/photo-sources.ts';
import { imageSources } from '../../../src/products/images.ts';

const uploaded = { path: 'https://x.example/p/anello-1600.webp', alt: 'Anello', width: 1600, height: 1600 };

describe('the sources of a photo in a small frame', () => {
  it('leave out the variants wider than the frame needs', () => {
    expect(imageSources(uploaded, CARD_MAX_WIDTH)).toEqual({
      src: 'https://x.example/p/anello-800.webp',
      srcSet: 'https://x.example/p/anello-400.webp 400w, https://x.example/p/anello-800.webp 800w',
      width: 1600,
      height: 1600,
    });
    expect(imageSources(uploaded, THUMBNAIL_MAX_WIDTH)).toMatchObject({
      src: 'https://x.example/p/anello-400.webp',
      srcSet: 'https://x.example/p/anello-400.webp 400w',
    });
  });

  it('keep the smallest variant when all are wider', () => {
    const small = { ...uploaded, path: '/p/a-600.webp', width: 600, height: 600 };
    expect(imageSources(small, 300)).toMatchObject({ src: '/p/a-400.webp', srcSet: '/p/a-400.webp 400w' });
  });

  it('leave a picture that has no variants as it is', () => {
    const demo = { path: '/images/products/ring-solitaire.svg', alt: '', width: 800, height: 800 };
    expect(imageSources(demo, CARD_MAX_WIDTH)).toEqual({ src: demo.path, width: 800, height: 800 });
  });
});
