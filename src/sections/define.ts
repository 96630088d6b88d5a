/**
 * What a section type is, in one place: `src/sections/<type>/index.ts` is `defineSection({...})`,
 * beside the type's schema (`schema.ts`) and component. The manifest (`manifest.ts`) lists the
 * definitions; the site schema, the registry, the pre-renderer, the server and the validator derive
 * their lists from it (`traits.ts`). Adding a type: docs/sites.md, "Adding a section type".
 *
 * A definition is data the validator and the build read in Node: it imports its schema, and its
 * component only through `component`'s dynamic import, so reading it never loads React.
 */

/**
 * How a section comes alive on a pre-rendered brochure page:
 * - `never`: it stays the HTML it was rendered as, with no script of its own;
 * - `visible`: hydrated when it scrolls into view;
 * - `idle`: hydrated when the browser is idle after the page has loaded;
 * - `interaction`: hydrated on the first pointer, focus or key on it, and that interaction is not
 *   lost (the first tap on "next" moves the carousel).
 * A page holding an `app` section is a React app hydrated whole, so the value of an app section is
 * `never`: it has nothing to add.
 */
export type Hydrate = 'never' | 'visible' | 'idle' | 'interaction';

/**
 * A section that makes its page a React app, rendered at request time with its live data: `live`
 * names what the embedded server renders the page with (the current catalogue, the product its
 * address names), or null when the page is rendered in the browser alone (the owner's admin).
 * `readsQuery`: it renders from the address's query (the catalogue's filters), so a page
 * pre-rendered without one is rendered afresh, not hydrated, when the address has one.
 */
export interface SectionApp {
  live: 'catalogue' | 'product' | null;
  readsQuery?: true;
}

/** Where a section stands on its page, when not in `<main>` in document order. */
export type SectionPlace =
  /** Above the site's header when it opens the page (a run of promo banners). */
  | 'leading'
  /** Outside `<main>`, after it, so it keeps its contentinfo landmark. */
  | 'footer'
  /** In `<main>`, but when it opens the page the site's header lies over it until the page scrolls. */
  | 'under-header';

/** What a section adds to its page's head (`src/site/head-tags.ts`, `scripts/prerender/`). */
export interface SectionHead {
  /**
   * Opening the page, it paints the top dark: the browser bar's `theme-color` is the palette's
   * inverse band colour instead of the page background.
   */
  darkTop?: true;
  /**
   * The property holding its picture (`{ src, position? }`), which stands for the page in link
   * previews (the share card) when the document names no `meta.image`; the first such section's.
   */
  sharePicture?: string;
  /** Its page is private: kept out of search engines and the sitemap (the owner's admin). */
  noindex?: true;
}

/** The schema shape every section type has: an object whose `type` is one constant. */
export interface SectionSchemaShape {
  readonly type: 'object';
  readonly properties: { readonly type: { readonly const: string } };
}

/** A component's module as `component` loads it: the component is its `default` export. */
/**
 * A section's props as `hydrate` reads them when it depends on them (a team without edit mode has
 * nothing to bring alive): the schema's own type would make the definitions' types circular.
 */
export type SectionProps = Readonly<Record<string, unknown>>;

export interface SectionModule {
  default: unknown;
}

/** One section type: its schema, its component and its traits. */
export interface SectionDefinition<
  S extends SectionSchemaShape = SectionSchemaShape,
  M extends SectionModule = SectionModule,
> {
  schema: S;
  /** How the section comes alive on a pre-rendered brochure page (see `Hydrate`). */
  hydrate: Hydrate | ((section: SectionProps) => Hydrate);
  /** It talks to the backend (supabase-js) when used. */
  backend: boolean;
  /**
   * Its component's module, loaded on demand. Only a dynamic import: the validator reads the
   * definitions in Node and must never load React. `src/sections/registry.ts` checks that the
   * component takes exactly the schema's props.
   */
  component: () => Promise<M>;
  /**
   * A query parameter that, in the page's address, brings the section alive as the page arrives
   * whatever its `hydrate` (a link the section answers, as the newsletter's `?newsletter=…`).
   */
  wakeOnQuery?: string;
  /** A page holding it is a React app rendered at request time (see `SectionApp`). */
  app?: SectionApp;
  /** Where it stands on its page, when not in `<main>` in document order (see `SectionPlace`). */
  place?: SectionPlace;
  /** What it adds to its page's head (see `SectionHead`). */
  head?: SectionHead;
}

/**
 * A section type's definition, typed by its schema (`head.sharePicture` must name one of its
 * properties). The component's props are checked against the schema in the registry rather than
 * here: a component's props name `Sections`, which is derived from the definitions themselves.
 */
export function defineSection<const S extends SectionSchemaShape, M extends SectionModule>(
  definition: SectionDefinition<S, M> & { head?: { sharePicture?: keyof S['properties'] & string } },
): SectionDefinition<S, M> {
  return definition;
}

/** A definition's section type, read from its schema. */
export type TypeOf<D> = D extends SectionDefinition<infer S> ? S['properties']['type']['const'] : never;
