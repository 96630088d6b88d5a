import { action, alignments, image, longText, mediumText, shortText } from '../../../schemas/common.ts';
import { section } from '../../../schemas/heading.ts';

/** `full` fills the screen, `tall` nearly so, `compact` is an intro band. */
export const heroHeights = ['full', 'tall', 'compact'] as const;

export const heroSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'title', 'image'],
  properties: {
    ...section('hero'),
    eyebrow: shortText,
    title: mediumText,
    subtitle: longText,
    /** Still background, also the fallback whenever the video cannot play. */
    image,
    /** A fixed file in a public storage bucket; its address is built from the backend URL. */
    video: {
      type: 'object',
      additionalProperties: false,
      required: ['bucket', 'path'],
      properties: {
        bucket: { enum: ['hero-videos', 'predefined-hero-videos'] },
        path: { type: 'string', pattern: '^[A-Za-z0-9._-]+\\.(mp4|webm)$', maxLength: 120 },
        /** Ask the server (HEAD, cache-busted) whether the file exists before using it. */
        headCheck: { type: 'boolean', default: false },
      },
    },
    height: { enum: heroHeights, default: 'tall' },
    align: { enum: alignments, default: 'center' },
    /** The background moves at half the scroll speed (off under reduced motion). */
    parallax: { type: 'boolean', default: false },
    /** The shop's mark, drawn large and faint behind the text. */
    watermark: image,
    /**
     * A line the visitor may rewrite in their own browser (double-click or the edit button); every
     * change is kept in localStorage under `storageKey`. Default: `default`, else the shop name in capitals.
     */
    editableLine: {
      type: 'object',
      additionalProperties: false,
      required: ['storageKey'],
      properties: {
        storageKey: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9:._-]{0,79}$' },
        default: shortText,
      },
    },
    actions: { type: 'array', maxItems: 3, items: action },
    /** Label of the button that scrolls to the next section, e.g. "Scopri di più". */
    scrollCue: shortText,
  },
} as const;
