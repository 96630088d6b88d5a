import { isPartitaIva, partitaIvaCheckDigit } from '../../../src/site/legal.ts';
import { policyKinds, policyRoutesOf, publishesPolicies, type PolicyKind } from '../../../src/site/policies.ts';
import { normalizeRoute } from '../routes.ts';
import { parsedSites, problem, type Problem, type Rule, type RuleMeta, type SiteFile } from '../types.ts';
import { sectionsOf, stringsAt, where } from '../where.ts';

const meta: RuleMeta = {
  code: 'legal',
  severity: 'error',
  description:
    'The legal identity Italian law asks of a business site: every page a visitor sees (a footer or a contact ' +
    'section) names its ragione sociale and a Partita IVA whose check digit is right; a contact form stands on a ' +
    'page whose footer publishes the privacy page its notice links; no route takes the address of a policy page.',
};

const record = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

const EXAMPLE = '"legal": { "legalName": "Gioielleria Rossi S.r.l.", "vatID": "01234567897" }';

/** A page a visitor sees shows the shop's identity: its footer does, and so does a contact block. */
const facesVisitors = (document: unknown) =>
  sectionsOf(document).some(({ section }) => section.type === 'footer' || section.type === 'contact');

function checkIdentity(site: SiteFile): Problem[] {
  const shop = record(record(site.document)?.shop);
  if (!shop || !facesVisitors(site.document)) return [];
  const legal = record(shop.legal);
  if (!legal) {
    return [
      problem(meta, {
        file: site.file,
        path: ['shop'],
        at: 'key',
        message: 'the shop does not say who it is in law (`shop.legal`)',
        hint: `a business site shows its ragione sociale and Partita IVA (art. 35 DPR 633/1972): add ${EXAMPLE}`,
      }),
    ];
  }
  const { vatID } = legal;
  if (typeof vatID !== 'string' || !/^[0-9]{11}$/.test(vatID) || isPartitaIva(vatID)) return [];
  const checkDigit = partitaIvaCheckDigit(vatID.slice(0, 10));
  return [
    problem(meta, {
      file: site.file,
      path: ['shop', 'legal', 'vatID'],
      message: `\`${vatID}\` is not a Partita IVA: its last digit should be ${checkDigit}`,
      hint: 'the last digit checks the other ten; copy the number as the Camera di Commercio registers it',
    }),
  ];
}

function checkFormNotice(site: SiteFile): Problem[] {
  if (publishesPolicies(site.document)) return [];
  return sectionsOf(site.document).flatMap(({ section, index }) =>
    section.type === 'contact' && record(section.form)
      ? [
          problem(meta, {
            file: site.file,
            path: ['sections', index, 'form'],
            at: 'key',
            message: "the form's notice links the privacy page, and this page publishes none",
            hint: 'the privacy and cookie pages come with the footer: add a `footer` section to this page',
          }),
        ]
      : [],
  );
}

/** How the messages name each generated page. */
const kindNames = { privacy: 'privacy', cookie: 'cookie', termini: 'terms of use' } as const satisfies Record<
  PolicyKind,
  string
>;

/** Routes that a document declares and another page's policy page already uses. */
function checkPolicyRoutes(sites: readonly SiteFile[]): Problem[] {
  const taken = new Map<string, { site: SiteFile; route: string }>();
  for (const site of sites) {
    const routes = stringsAt(site.document, 'routes').map(({ value }) => value);
    for (const route of policyRoutesOf({ ...record(site.document), routes })) {
      taken.set(normalizeRoute(route), { site, route });
    }
  }
  return sites.flatMap((site) =>
    stringsAt(site.document, 'routes').flatMap(({ value, index }) => {
      const owner = taken.get(normalizeRoute(value));
      if (!owner) return [];
      const kind = policyKinds.find((k) => owner.route.endsWith(`/${k}`));
      const kindName = kind ? kindNames[kind] : 'policy';
      return [
        problem(meta, {
          file: site.file,
          path: ['routes', index],
          message: `route \`${value}\` is the ${kindName} page of the shop in ${owner.site.file}`,
          hint: `that page is made from ${where(owner.site, ['routes', 0])}; choose another route`,
        }),
      ];
    }),
  );
}

export const legal: Rule = {
  meta,
  check(context) {
    const sites = parsedSites(context);
    return [
      ...sites.flatMap((site) => [...checkIdentity(site), ...checkFormNotice(site)]),
      ...checkPolicyRoutes(sites),
    ];
  },
};
