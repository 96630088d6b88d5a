declare module 'virtual:site-routes' {
  /**
   * One route of one site document; `load` fetches the document's chunk on demand. The Vite plugin
   * (`scripts/vite/sites-plugin.ts`) serves only documents that pass the validator, with the schema's
   * defaults filled in, so the document is a complete `SiteDocument`.
   */
  export const siteRoutes: readonly {
    path: string;
    site: string;
    load: () => Promise<import('../../schemas/site.ts').SiteDocument>;
  }[];
}
