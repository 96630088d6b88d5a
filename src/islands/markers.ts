/**
 * The attributes and ids by which a page rendered as HTML with islands tells its loader what to
 * do, shared by the components that write them and the loader that reads them (no React here).
 */

/** The page's site context for its islands, a JSON script. */
export const ISLAND_SITE_ID = 'island-site';

/** An app page's code, a JSON script: its entry and its chunks, which the loader fetches later. */
export const APP_MODULES_ID = 'app-modules';

/** `useId`'s prefix in an island: its id, so two islands' ids never meet. */
export const idPrefix = (islandId: string) => `${islandId}-`;

/** The hero's "Scopri di più": scrolls to the next section. */
export const SCROLL_CUE_ATTRIBUTE = 'data-scroll-cue';
