import { longText, mediumText, shortText } from './common.ts';

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
