import type { PostalAddress } from '../../schemas/site.ts';

/** The address as the page shows it, the way Italian letters write it: `Via Emilia Centro 214, 41121 Modena`. */
export function addressLine(address: PostalAddress): string {
  return `${address.streetAddress}, ${address.postalCode} ${address.addressLocality}`;
}

/** A `tel:` link: the number's digits and its leading `+`, as phones dial them. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^+0-9]/g, '')}`;

/** A WhatsApp chat with the shop's number (wa.me wants the digits only, country code first). */
export const whatsappHref = (number: string): string => `https://wa.me/${number.replace(/[^0-9]/g, '')}`;

/**
 * Directions to the shop in the visitor's maps app: a plain link (Google Maps' documented URL, which
 * phones open in their app), not an embedded map, so the page sets no third party's cookies.
 */
export function directionsHref(address: PostalAddress): string {
  const destination = `${addressLine(address)}${address.addressCountry === 'IT' ? ', Italia' : ''}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
