import { AVAILABILITY_LABELS, type Availability } from '../products/types.ts';

/** How a piece's availability reads on its badge and on its page. */
export { AVAILABILITY_LABELS };

/** The sentence under the label on a product page: what the availability means for the visitor. */
export const AVAILABILITY_NOTES = {
  disponibile: 'Pronto in atelier: puoi vederlo e provarlo in negozio.',
  'su ordinazione': 'Realizzato su richiesta nel nostro laboratorio: chiedici i tempi di consegna.',
  riservato: 'Al momento è tenuto da parte per un cliente.',
  venduto: 'Questo pezzo ha già trovato casa: possiamo crearne uno simile su richiesta.',
} as const satisfies Record<Availability, string>;

/**
 * schema.org's `ItemAvailability` for each availability, for the product page's and the catalogue's
 * structured data. `su ordinazione` is `MadeToOrder` (the piece is made for the customer: not a
 * pre-order of an unreleased item, nor a back order of a stocked one), `riservato` is `Reserved`
 * (held for someone, so not available now), `venduto` is `SoldOut`.
 */
export const SCHEMA_AVAILABILITY = {
  disponibile: 'https://schema.org/InStock',
  'su ordinazione': 'https://schema.org/MadeToOrder',
  riservato: 'https://schema.org/Reserved',
  venduto: 'https://schema.org/SoldOut',
} as const satisfies Record<Availability, string>;

export function schemaAvailability(availability: Availability): string {
  return SCHEMA_AVAILABILITY[availability];
}
