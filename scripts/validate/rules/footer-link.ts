import { link } from '../../../schemas/common.ts';
import { policyHome, policyLinkLabels, policyNamedBy, policyRoute } from '../../../src/site/policies.ts';
import type { JsonPath } from '../json-document.ts';
import { unsafeLinkKind } from '../links.ts';
import { parsedSites, problem, type Problem, type Rule, type RuleMeta, type SiteFile } from '../types.ts';
import { sectionsOf, stringsAt } from '../where.ts';

const meta: RuleMeta = {
  code: 'footer-link',
  severity: 'error',
  description:
    'A footer entry with an `href` leads somewhere: a route of the site, a section of the page, mailto:, tel: or ' +
    'an absolute address, never `#` or an empty link; an entry without `href` is plain text. An entry that ' +
    "names one of the shop's generated pages (privacy, cookie, terms) is left out: the footer links the real one.",
};

interface FooterEntry {
  label: string;
  href: unknown;
  path: JsonPath;
}

const record = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The entries of a document's footers: its columns' links and its bottom bar's, each with its path. */
function footerEntries(document: unknown): FooterEntry[] {
  return sectionsOf(document).flatMap(({ section, index }) => {
    if (section.type !== 'footer') return [];
    const entry = (value: unknown, path: JsonPath): FooterEntry[] => {
      const fields = record(value);
      return typeof fields?.label === 'string' ? [{ label: fields.label, href: fields.href, path }] : [];
    };
    return [
      ...list(section.columns).flatMap((column, c) =>
        list(record(column)?.links).flatMap((value, l) => entry(value, ['sections', index, 'columns', c, 'links', l])),
      ),
      ...list(section.legal).flatMap((value, l) => entry(value, ['sections', index, 'legal', l])),
    ];
  });
}

/** The `href` of a footer entry, as ajv names it (`/sections/4/columns/1/links/2/href`). */
const footerHref = /^\/sections\/\d+\/(columns\/\d+\/links\/\d+|legal\/\d+)\/href$/;

/**
 * Whether a schema error is a footer entry's link that this rule words: the schema's pattern, unless
 * the link is unsafe (`unsafe-link`'s).
 */
export function isFooterLinkForm(instancePath: string, data: unknown): boolean {
  return footerHref.test(instancePath) && typeof data === 'string' && unsafeLinkKind(data) === undefined;
}

const linkForm = new RegExp(link.pattern);
const placeholder = /^\s*(#!?)?\s*$/;

const ALREADY = 'which the footer links';

const HINT =
  'give it the address of a page that exists (`/route`, `#section`, `mailto:`, `tel:`, `https://…`), or remove ' +
  '`href` and the entry shows as plain text';

function checkEntry(site: SiteFile, entry: FooterEntry, home: string): Problem[] {
  const kind = policyNamedBy(entry.label);
  if (kind) {
    return [
      problem(meta, {
        file: site.file,
        path: entry.path,
        at: 'key',
        message: `footer entry \`${entry.label}\` means the shop's ${policyLinkLabels[kind]} page, ${ALREADY}`,
        hint: `remove it: the footer links \`${policyRoute(home, kind)}\`, made from the shop's details, once`,
      }),
    ];
  }
  const { href } = entry;
  if (typeof href !== 'string' || unsafeLinkKind(href) !== undefined || linkForm.test(href)) return [];
  const message = placeholder.test(href)
    ? `footer entry \`${entry.label}\` links \`${href}\`, which leads nowhere`
    : `footer entry \`${entry.label}\` links \`${href}\`, which is no address a browser can follow`;
  return [problem(meta, { file: site.file, path: [...entry.path, 'href'], message, hint: HINT })];
}

export const footerLink: Rule = {
  meta,
  check(context) {
    return parsedSites(context).flatMap((site) => {
      const home = policyHome(stringsAt(site.document, 'routes')[0]?.value ?? '/');
      return footerEntries(site.document).flatMap((entry) => checkEntry(site, entry, home));
    });
  },
};
