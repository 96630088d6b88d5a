declare module 'virtual:site-routes' {
  /** One route of one site document; `load` fetches the document's chunk on demand. */
  export const siteRoutes: ReadonlyArray<{ path: string; site: string; load: () => Promise<unknown> }>;
}
