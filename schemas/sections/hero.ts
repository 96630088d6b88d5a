import { action, image, longText, mediumText, reveal, sectionId, shortText } from '../common.ts';

export const heroSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'title', 'image'],
  properties: {
    type: { const: 'hero' },
    id: sectionId,
    reveal,
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
        headCheck: { type: 'boolean' },
      },
    },
    actions: { type: 'array', maxItems: 3, items: action },
  },
} as const;
