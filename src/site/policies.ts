import { policyKinds } from '../sections/policy/schema.ts';
import type { Sections, SiteDocument } from '../../schemas/site.ts';

/**
 * Every page with a footer publishes the shop's privacy and cookie policies and its terms of use,
 * each a page of its own under the shop's address (`/moniagioielli/privacy`, `/moniagioielli/termini`).
 * The route table lists them beside the documents' own routes (`scripts/vite/sites-plugin.ts`), so
 * the router, the pre-rendering and the sitemap take them like any page; their document is made here
 * from the shop's.
 */

export type PolicyKind = (typeof policyKinds)[number];

export { policyKinds };

/** The page's heading and the first part of its title. */
export const policyTitles = {
  privacy: 'Informativa sulla privacy',
  cookie: 'Cookie policy',
  termini: "Termini e condizioni d'uso",
} as const satisfies Record<PolicyKind, string>;

/** How the footer names the links to them. */
export const policyLinkLabels = {
  privacy: 'Privacy Policy',
  cookie: 'Cookie Policy',
  termini: "Termini e condizioni d'uso",
} as const satisfies Record<PolicyKind, string>;

/**
 * Labels of a document's own footer entries that mean one of these pages ("Privacy", "Termini di
 * Servizio", "Termini e condizioni"): the footer links the real page instead, once.
 */
const policyLabelPatterns = {
  privacy: /privacy/i,
  cookie: /cookie/i,
  termini: /\btermini\b|\bcondizioni\b/i,
} as const satisfies Record<PolicyKind, RegExp>;

/** The policy page a footer entry's label means, if any. */
export function policyNamedBy(label: string): PolicyKind | undefined {
  return policyKinds.find((kind) => policyLabelPatterns[kind].test(label));
}

const descriptions = {
  privacy: (shop: string) =>
    `Come ${shop} tratta i dati di chi scrive dal sito: che cosa conserva, perché, per quanto tempo e come ` +
    'chiederne la cancellazione.',
  cookie: (shop: string) =>
    `${shop} non usa cookie di profilazione né di terze parti: che cosa resta nel browser, perché, e perché non ` +
    'serve alcun banner.',
  termini: (shop: string) =>
    `Le condizioni d'uso del sito di ${shop}: prezzi e disponibilità, richieste di informazioni, contenuti, ` +
    'responsabilità e legge applicabile.',
} as const satisfies Record<PolicyKind, (shop: string) => string>;

/** `/moniagioielli` → `/moniagioielli/privacy`; `/` → `/privacy`. */
export function policyRoute(home: string, kind: PolicyKind): string {
  return `${home.replace(/\/+$/, '')}/${kind}`;
}

/**
 * The page a route belongs to for its policies: the route itself, or for a pattern route (a product
 * page, `/shop/:slug`) the page it sits under (`/shop`), whose policy pages it links.
 */
export function policyHome(route: string): string {
  const segments = route.split('/');
  const param = segments.findIndex((segment) => segment.startsWith(':'));
  if (param < 0) return route;
  return segments.slice(0, param).join('/') || '/';
}

/**
 * Whether a document publishes policy pages: every document with a footer, which links them, but
 * one whose address is a pattern (its footer links those of the page it sits under). It reads the
 * raw document too (the route table lists routes before documents are checked).
 */
export function publishesPolicies(document: unknown): boolean {
  if (document === null || typeof document !== 'object' || !('sections' in document)) return false;
  const home = 'routes' in document && Array.isArray(document.routes) ? (document.routes[0] as unknown) : undefined;
  if (typeof home === 'string' && policyHome(home) !== home) return false;
  const { sections } = document;
  return (
    Array.isArray(sections) &&
    sections.some((section: unknown) =>
      typeof section === 'object' && section !== null && 'type' in section ? section.type === 'footer' : false,
    )
  );
}

/** The policy routes a document's pages add to the site (none without a footer). */
export function policyRoutesOf(document: { routes: readonly string[]; sections?: unknown }): string[] {
  const home = document.routes[0];
  return home !== undefined && publishesPolicies(document) ? policyKinds.map((kind) => policyRoute(home, kind)) : [];
}

/**
 * The shop's home page: a document's first route (for a pattern route, the page it sits under), or
 * for a policy page the page it was made from.
 */
export function siteHome(site: SiteDocument): string {
  const policy = site.sections.find((section) => section.type === 'policy');
  return policy?.home ?? policyHome(site.routes[0] ?? '/');
}

/** An in-page link of the home page (`#about`) made to lead there from another page. */
const fromElsewhere = <L extends { href?: string }>(link: L, home: string): L =>
  link.href?.startsWith('#') ? { ...link, href: `${home}${link.href}` } : link;

function footerElsewhere(footer: Sections['footer'], home: string): Sections['footer'] {
  return {
    ...footer,
    columns: footer.columns.map((column) => ({
      ...column,
      links: column.links.map((link) => fromElsewhere(link, home)),
    })),
    ...(footer.legal ? { legal: footer.legal.map((link) => fromElsewhere(link, home)) } : {}),
  };
}

/**
 * The document of a shop's policy page, made from the shop's own: the same shop, theme and footer
 * (its in-page links now lead to the home page), its own title, and the policy section, told what
 * the shop's pages store (an enquiry form, editable hero lines).
 */
export function policyDocument(site: SiteDocument, kind: PolicyKind): SiteDocument {
  const home = site.routes[0] ?? '/';
  const heroes = site.sections.filter((section) => section.type === 'hero');
  const image = site.meta.image ?? heroes[0]?.image.src;
  const policy: Sections['policy'] = {
    type: 'policy',
    reveal: false,
    policy: kind,
    home,
    enquiries: site.sections.some((section) => section.type === 'contact' && section.form !== undefined),
    editableLines: heroes.flatMap((hero) => (hero.editableLine ? [hero.editableLine.storageKey] : [])),
  };
  const footers = site.sections.flatMap((section) =>
    section.type === 'footer' ? [footerElsewhere(section, home)] : [],
  );
  return {
    ...site,
    id: `${site.id}-${kind}`,
    routes: [policyRoute(home, kind)],
    meta: {
      title: `${policyTitles[kind]} · ${site.shop.name}`,
      description: descriptions[kind](site.shop.name),
      ...(image === undefined ? {} : { image }),
    },
    sections: [policy, ...footers],
  };
}
