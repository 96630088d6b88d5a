import type { PostalAddress } from '../../schemas/site.ts';

/** The address as the page shows it, the way Italian letters write it: `Via Emilia Centro 214, 41121 Modena`. */
export function addressLine(address: PostalAddress): string {
  return `${address.streetAddress}, ${address.postalCode} ${address.addressLocality}`;
}
