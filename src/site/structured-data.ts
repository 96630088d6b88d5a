import type { Closures, OpeningHours, SiteDocument, Weekday } from '../../schemas/site.ts';
import { daysOf } from './hours.ts';

const schemaOrgDays = {
  lun: 'Monday',
  mar: 'Tuesday',
  mer: 'Wednesday',
  gio: 'Thursday',
  ven: 'Friday',
  sab: 'Saturday',
  dom: 'Sunday',
} as const satisfies Record<Weekday, string>;

/**
 * A link to a profile, not to a network's home page: the templates' placeholder icons point at
 * `https://www.instagram.com/`, which names no one and would tell search engines nothing true.
 */
function isProfile(url: string): boolean {
  if (!/^https?:\/\//.test(url)) return false;
  return new URL(url).pathname.replace(/\/+$/, '') !== '';
}

function profiles(shop: SiteDocument['shop']): string[] {
  const urls = [...(shop.social ?? []).map((entry) => entry.url), ...(shop.profileUrl ? [shop.profileUrl] : [])];
  return [...new Set(urls.filter(isProfile))];
}

/** One specification per slot of each run of days: a day with a lunch break has two. */
function openingHoursSpecification(hours: OpeningHours): Record<string, unknown>[] {
  return hours.flatMap((range) =>
    range.slots.map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: daysOf(range).map((day) => schemaOrgDays[day]),
      opens: slot.opens,
      closes: slot.closes,
    })),
  );
}

/** Closures as schema.org writes a day closed all day: opening and closing at midnight. */
function closureSpecification(closures: Closures): Record<string, unknown>[] {
  return closures.map((closure) => ({
    '@type': 'OpeningHoursSpecification',
    validFrom: closure.from,
    validThrough: closure.to,
    opens: '00:00',
    closes: '00:00',
  }));
}

/**
 * The shop as search engines read it (schema.org JSON-LD): kind of shop, legal name and VAT number,
 * address, contacts, social profiles, opening hours and closures, from the site document. `page.url`
 * and `page.image` are absolute URLs of the page and of its share picture; the logo is resolved
 * against the page's URL.
 */
export function structuredData(site: SiteDocument, page: { url: string; image: string }): Record<string, unknown> {
  const { shop } = site;
  const sameAs = profiles(shop);
  return {
    '@context': 'https://schema.org',
    '@type': shop.businessType,
    '@id': `${page.url}#negozio`,
    name: shop.name,
    ...(shop.legal ? { legalName: shop.legal.legalName, vatID: `IT${shop.legal.vatID}` } : {}),
    description: site.meta.description,
    url: page.url,
    image: page.image,
    ...(shop.logo ? { logo: new URL(shop.logo, page.url).href } : {}),
    telephone: shop.phone,
    email: shop.email,
    address: { '@type': 'PostalAddress', ...shop.address },
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(shop.hours && shop.hours.length > 0
      ? { openingHoursSpecification: openingHoursSpecification(shop.hours) }
      : {}),
    ...(shop.closures && shop.closures.length > 0
      ? { specialOpeningHoursSpecification: closureSpecification(shop.closures) }
      : {}),
  };
}
