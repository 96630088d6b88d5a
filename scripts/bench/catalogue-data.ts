import type { Product } from '../../src/products/types.ts';

/** The jewellery shop's categories, which the generated catalogue spreads its pieces over. */
const CATEGORIES = ['Anelli', 'Orologi', 'Orecchini'] as const;

const materials = ['Oro giallo', 'Oro bianco', 'Oro rosa', 'Argento', 'Platino', 'Acciaio'];
const stones = ['diamante', 'smeraldo', 'zaffiro', 'rubino', 'perla', 'topazio', 'ametista'];
const names: Record<(typeof CATEGORIES)[number], string[]> = {
  Anelli: ['Anello Solitario', 'Veretta Eternità', 'Chevalier', 'Trilogy', 'Fedina'],
  Orologi: ['Cronografo', 'Orologio Classico', 'Subacqueo', 'Solo Tempo', 'GMT'],
  Orecchini: ['Punti Luce', 'Cerchi', 'Pendenti', 'Perle Perlé', 'Clip'],
};

/** A small deterministic generator, so every run measures the same catalogue. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** `count` plausible products: mixed categories, prices from 50 to 7,500 €, some new, some on sale. */
export function generateProducts(count: number, seed = 42): Product[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const start = Date.UTC(2024, 0, 1);
  return Array.from({ length: count }, (_, index) => {
    const category = pick(CATEGORIES);
    const price = Math.round(50 + next() * 7450);
    const onSale = next() < 0.15;
    const name = `${pick(names[category])} ${pick(stones)} n. ${index + 1}`;
    const createdAt = new Date(start + Math.floor(next() * 3e10)).toISOString();
    return {
      id: `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`,
      name,
      slug: `pezzo-${String(index + 1)}`,
      description:
        `${pick(materials)} 18 carati con ${pick(stones)}, ` + 'lavorazione a mano nel nostro laboratorio di Milano.',
      price,
      original_price: onSale ? Math.round(price * 1.2) : null,
      category,
      shop_id: 'aurea',
      image: '/images/products/placeholder.svg',
      images: [{ path: '/images/products/placeholder.svg', alt: name, width: 800, height: 800 }],
      availability: next() < 0.1 ? 'venduto' : 'disponibile',
      is_new: next() < 0.1,
      is_sale: onSale,
      created_at: createdAt,
      updated_at: createdAt,
      status: 'pubblicato',
    };
  });
}

export function summarise(samples: number[]): { min: number; median: number; p95: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { min: sorted[0] ?? NaN, median: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? NaN };
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;
