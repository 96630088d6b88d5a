import type { SiteDocument } from '../../schemas/site.ts';
import { opensDark } from '../sections/traits.ts';

/**
 * The browser bar's colour (`theme-color`): the page's top band. A page opening on a section that
 * paints its top dark (`head.darkTop`: a hero, a promotion) starts on the palette's dark band
 * colour, any other on its page background. Apart from `head-tags.ts`, which the embedded server
 * imports: this reads the section definitions.
 */
export function themeColor(site: Pick<SiteDocument, 'theme' | 'sections'>): string {
  const { palette } = site.theme;
  return opensDark(site.sections) ? (palette.inverse ?? palette.foreground) : palette.background;
}
