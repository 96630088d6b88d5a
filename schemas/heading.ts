import { longText, mediumText, reveal, sectionId, shortText } from './common.ts';

/** Band colours that give a page its rhythm: `muted` and `inverse` alternate with the plain background. */
export const tones = ['default', 'muted', 'inverse'] as const;

/** The eyebrow / title / intro block a banded section opens with. */
export const headingProperties = {
  eyebrow: shortText,
  title: mediumText,
  intro: longText,
} as const;

/** What every section opens with: its type, its anchor and its reveal switch. */
export function section<T extends string>(type: T) {
  return { type: { const: type }, id: sectionId, reveal } as const;
}

/**
 * What every banded section opens with: a section's opening, its band colour and its heading.
 * `tone` is the band a section takes when the document names none (the brand carousel and the
 * newsletter box sit on `muted`). Which of these are required is the section's own `required` list.
 */
export function bandedSection<T extends string>(type: T, tone: (typeof tones)[number] = 'default') {
  return { ...section(type), tone: { enum: tones, default: tone }, ...headingProperties } as const;
}

/** One to six cards, each an object with exactly the given properties. */
export function cardList<const R extends readonly string[], const P extends Record<string, unknown>>(
  required: R,
  properties: P,
) {
  return {
    type: 'array',
    minItems: 1,
    maxItems: 6,
    items: { type: 'object', additionalProperties: false, required, properties },
  } as const;
}
