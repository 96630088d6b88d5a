import { longText, mediumText, reveal, sectionId, shortText } from './common.ts';

/**
 * The eyebrow / title / intro block most sections open with, and the band colour that gives a page
 * its rhythm (`muted` and `inverse` alternate with the plain background).
 */
export const headingProperties = {
  eyebrow: shortText,
  title: mediumText,
  intro: longText,
} as const;

export const tone = { enum: ['default', 'muted', 'inverse'] } as const;

/** What a banded section opens with: its type, anchor, reveal switch, band colour and heading. */
export function bandedSection<T extends string>(type: T) {
  return { type: { const: type }, id: sectionId, reveal, tone, ...headingProperties } as const;
}

/** One to six cards, each an object with exactly the given properties. */
export function cardList<const R extends readonly string[], const P extends Record<string, unknown>>(required: R, properties: P) {
  return {
    type: 'array',
    minItems: 1,
    maxItems: 6,
    items: { type: 'object', additionalProperties: false, required, properties },
  } as const;
}
