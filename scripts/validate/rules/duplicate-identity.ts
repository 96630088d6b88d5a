import { shopIdPattern } from '../../../schemas/common.ts';
import type { JsonPath } from '../json-document.ts';
import { parsedSites, problem, type Problem, type Rule, type RuleMeta, type SiteFile } from '../types.ts';
import { sectionsOf, where } from '../where.ts';

const meta: RuleMeta = {
  code: 'duplicate-identity',
  severity: 'error',
  description:
    'Two shops (different `shop.id`) share a phone or WhatsApp number (by its digits), an e-mail (whatever ' +
    'its case), a Partita IVA or a street address (street, postal code and town, normalised): typically a ' +
    "copied document that kept the other shop's details. Pages of one shop (the same `shop.id`) that a visitor " +
    'sees agree on its name.',
};

const record = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** `+39 02 7601 2345`, `02 76012345` and `0039 02 7601 2345` are one number: Italian unless it says otherwise. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  return `39${digits}`;
}

/** Lower case, accents and punctuation gone, spaces single: `Via  S. Francesco, 41` is `via s francesco 41`. */
const plain = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

interface Fact {
  /** What it is, in the messages. */
  name: string;
  /** What makes two of them the same: the kind of fact and its normalised value. */
  key: string;
  /** As written, for the message. */
  shown: string;
  path: JsonPath;
}

function factsOf(shop: Record<string, unknown>): Fact[] {
  const facts: Fact[] = [];
  const phones = [
    ['phone', 'phone number'],
    ['whatsapp', 'WhatsApp number'],
  ] as const;
  for (const [field, name] of phones) {
    const value = text(shop[field]);
    if (value) facts.push({ name, key: `phone:${phoneDigits(value)}`, shown: value, path: ['shop', field] });
  }
  const email = text(shop.email);
  if (email)
    facts.push({ name: 'e-mail', key: `email:${email.trim().toLowerCase()}`, shown: email, path: ['shop', 'email'] });
  const vatID = text(record(shop.legal)?.vatID);
  if (vatID)
    facts.push({
      name: 'Partita IVA',
      key: `vat:${vatID.replace(/\D/g, '')}`,
      shown: vatID,
      path: ['shop', 'legal', 'vatID'],
    });
  const address = record(shop.address);
  const street = text(address?.streetAddress);
  const postalCode = text(address?.postalCode);
  const locality = text(address?.addressLocality);
  if (street && postalCode && locality) {
    facts.push({
      name: 'address',
      key: `address:${plain(street)}|${plain(postalCode)}|${plain(locality)}`,
      shown: `${street}, ${postalCode} ${locality}`,
      path: ['shop', 'address', 'streetAddress'],
    });
  }
  return facts;
}

const field = (path: JsonPath) => path.join('.');

interface Owner {
  site: SiteFile;
  shopId: string;
  fact: Fact;
}

function sharedFacts(site: SiteFile, shopId: string, facts: Fact[], first: Map<string, Owner>): Problem[] {
  const problems: Problem[] = [];
  for (const fact of facts) {
    const owner = first.get(fact.key);
    if (!owner) {
      first.set(fact.key, { site, shopId, fact });
      continue;
    }
    if (owner.shopId === shopId) continue;
    problems.push(
      problem(meta, {
        file: site.file,
        path: fact.path,
        message:
          `\`${field(fact.path)}\` \`${fact.shown}\` is the ${owner.fact.name} of another shop, ` +
          `\`${owner.shopId}\` in ${owner.site.file} (\`${field(owner.fact.path)}\`)`,
        hint:
          `first defined at ${where(owner.site, owner.fact.path)}; every shop has its own phone, e-mail, Partita ` +
          "IVA and address: write this shop's own",
      }),
    );
  }
  return problems;
}

/** A page a visitor sees names the shop: its footer does, and so does a contact block. */
const facesVisitors = (document: unknown) =>
  sectionsOf(document).some(({ section }) => section.type === 'footer' || section.type === 'contact');

export const duplicateIdentity: Rule = {
  meta,
  check(context) {
    const problems: Problem[] = [];
    const first = new Map<string, Owner>();
    const names = new Map<string, { site: SiteFile; name: string }>();
    for (const site of parsedSites(context)) {
      const shop = record(record(site.document)?.shop);
      // Without a well-formed `shop.id` (the schema's to report) the page belongs to no shop to compare.
      const shopId = text(shop?.id);
      if (!shop || !shopId || !new RegExp(shopIdPattern).test(shopId)) continue;
      problems.push(...sharedFacts(site, shopId, factsOf(shop), first));
      // A copy that kept `shop.id` would share the other shop's catalogue and identity unseen.
      const name = text(shop.name);
      if (!name || !facesVisitors(site.document)) continue;
      const named = names.get(shopId);
      if (!named) {
        names.set(shopId, { site, name });
      } else if (plain(named.name) !== plain(name)) {
        problems.push(
          problem(meta, {
            file: site.file,
            path: ['shop', 'name'],
            message:
              `\`shop.name\` \`${name}\` is not the name of shop \`${shopId}\`, ` +
              `\`${named.name}\` in ${named.site.file}`,
            hint:
              'documents with the same `shop.id` are the pages of one shop: a new shop needs its own `shop.id`, ' +
              'and its own phone, e-mail, Partita IVA and address',
          }),
        );
      }
    }
    return problems;
  },
};
