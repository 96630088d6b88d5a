/**
 * The widest variant a card, or a product page on a phone, asks for. A card is at most about 440
 * CSS pixels wide (one column below 480 px), so 800 px covers it on most screens; without this cap a
 * phone of device pixel ratio 3 would pick the 1600 px variant for a 350 px card.
 */
export const CARD_MAX_WIDTH = 800;

/** The thumbnails under a product's main photo are about 80 CSS pixels: the smallest variant does. */
export const THUMBNAIL_MAX_WIDTH = 400;

/**
 * How wide a card's picture is shown, for `sizes`, following the catalogue's grid
 * (`src/shop/CatalogueResults.tsx`): one column below 480 px, two up to 1024, three up to 1280,
 * four in the 80rem frame above; page padding 20 px (40 from 640 px), gaps 24 px (32 from 1280).
 */
export const CARD_SIZES = [
  '(min-width: 1280px) 280px',
  '(min-width: 1024px) calc((100vw - 112px) / 3)',
  '(min-width: 640px) calc((100vw - 88px) / 2)',
  '(min-width: 480px) calc((100vw - 64px) / 2)',
  'calc(100vw - 40px)',
].join(', ');

/** The list view's square: 7rem, 11rem from 640 px. */
export const LIST_CARD_SIZES = '(min-width: 640px) 176px, 112px';

/** Below this width a product page's photos take the whole column, as on a phone. */
export const PAGE_WIDE_MEDIA = '(min-width: 1024px)';

/**
 * The main photo of a product page: the full width below 1024 px; from there seven twelfths of the
 * 80rem frame, beside the piece's details.
 */
export const PAGE_PHOTO_SIZES = [
  '(min-width: 1280px) 672px',
  '(min-width: 1024px) calc((100vw - 128px) * 7 / 12)',
  '(min-width: 640px) calc(100vw - 64px)',
  'calc(100vw - 40px)',
].join(', ');
