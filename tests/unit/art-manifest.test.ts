/**
 * The demo catalogues' pictures show what their words say: every product of the seed, whichever
 * shop's, names its metals, stones and form in its name and description, and
 * `public/images/products/manifest.json` declares what each drawing shows. They must agree, and
 * every seeded photo must exist and be declared. The site documents' cards that show one of these
 * pictures (a jeweller's "in vetrina") must agree too.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

interface Declared {
  form: string;
  metals: string[];
  stones: string[];
  strap?: string;
  closeUpOf?: string;
}

interface SeededProduct {
  shop: string;
  name: string;
  description: string;
  category: string;
  image: string;
  images: { path: string; alt: string }[];
}

const manifest = JSON.parse(readFileSync(path.join(root, 'public/images/products/manifest.json'), 'utf8')) as Record<
  string,
  Declared
>;

/** The rows of the seed's `insert into public.products`, read as the database would. */
function seededProducts(): SeededProduct[] {
  const sql = readFileSync(path.join(root, 'supabase/seed.sql'), 'utf8');
  const text = `'((?:[^']|'')*)'`;
  // (shop_id, id, name, description, price, original_price, category, image, images, …
  const prices = String.raw`[\d.]+,\s*(?:null|[\d.]+)`;
  const shopAndId = String.raw`\(\s*'([a-z][a-z0-9-]*)',\s*'[0-9a-f-]{36}'`;
  const row = new RegExp(
    String.raw`${shopAndId},\s*${text},\s*${text},\s*${prices},\s*${text},\s*${text},\s*${text}`,
    'g',
  );
  const unquote = (s: string) => s.replaceAll("''", "'");
  return [...sql.matchAll(row)].map(
    ([, shop = '', name = '', description = '', category = '', image = '', images = '']) => ({
      shop,
      name: unquote(name),
      description: unquote(description),
      category: unquote(category),
      image: unquote(image),
      images: JSON.parse(unquote(images)) as { path: string; alt: string }[],
    }),
  );
}

/** Metals a description names, in the manifest's words. "oro 18 carati" alone says nothing of colour. */
const metalWords: [RegExp, string][] = [
  [/\boro giallo\b/, 'yellow gold'],
  [/\boro bianco\b/, 'white gold'],
  [/\boro rosa\b/, 'rose gold'],
  [/\bargento\b/, 'silver'],
  [/\bacciaio\b/, 'steel'],
  [/\bplatino\b/, 'platinum'],
];

/** Stones a description names; a watch's sapphire crystal is glass, mother-of-pearl is not a pearl. */
const stoneWords: [RegExp, string][] = [
  [/\bmadreperla\b/, 'mother-of-pearl'],
  [/\bperl[ae]\b/, 'pearl'],
  [/\b(diamant[ei]|brillant[ei])\b/, 'diamond'],
  [/\bsmerald[oi]\b/, 'emerald'],
  [/\bzaffir[oi]\b/, 'sapphire'],
  [/\brubin[oi]\b/, 'ruby'],
];

/** Words that fix a piece's form; the first that matches the name or the description decides. */
const formWords: [RegExp, string][] = [
  [/\ba cerchio\b|\bcerchi\b/, 'hoop earrings'],
  [/\bpendenti\b/, 'drop earrings'],
  [/\bpunti luce\b|\bsu perno\b/, 'stud earrings'],
  [/\bsigillo\b|\bchevalier\b/, 'signet ring'],
  [/\bsolitari[oa]\b/, 'solitaire ring'],
  [/\btutta la circonferenza\b|\beternità\b/, 'eternity ring'],
  [/\bcronografo\b/, 'chronograph'],
  [/\bbauletto\b/, 'bauletto handbag'],
  [/\btote\b/, 'tote bag'],
  [/\bpochette\b/, 'clutch bag'],
  [/\bdécollet/, 'pumps'],
  [/\bmocassin[oi]\b/, 'loafers'],
  [/\bchelsea\b/, 'chelsea boots'],
  [/\bcoffret\b/, 'perfume miniatures set'],
  [/\bcrema viso\b/, 'face cream jar'],
  [/\bsiero\b/, 'serum dropper bottle'],
  [/\bda viaggio\b/, 'travel perfume atomiser'],
  [/\b6 ml\b/, 'miniature perfume bottle'],
  [/\beau de parfum 50 ml\b|\bextrait de parfum 50 ml\b/, 'perfume bottle'],
  [/\blenzuola\b/, 'folded bed sheets'],
  [/\bcopripiumino\b/, 'duvet cover on a bed'],
  [/\bspugne\b/, 'folded towels'],
  [/\baccappatoio\b/, 'bathrobe'],
  [/\btappeto bagno\b/, 'bath mat'],
  [/\bcuscino\b/, 'cushion'],
  [/\bplaid\b/, 'throw blanket'],
  [/\btenda a pacchetto\b/, 'roman blind'],
  [/\bgarza\b/, 'sheer curtain'],
  [/\bchemisier\b/, 'shirt dress'],
  [/\babito midi\b/, 'midi dress'],
  [/\bblazer\b/, 'blazer'],
  [/\btrench\b/, 'trench coat'],
  [/\bmaglione\b/, 'jumper'],
  [/\bcardigan\b/, 'cardigan'],
  // last: a robe, a dress or a coat may have a belt of its own
  [/\bocchiali\b/, 'sunglasses'],
  [/\bborsa a mano\b/, 'top-handle handbag'],
  [/\bcintura\b/, 'belt'],
];

/** What each catalogue category's pieces are called in the manifest's forms, whichever shop's. */
const categoryForms: Record<string, RegExp> = {
  Anelli: /ring$/,
  Orologi: /^(watch|chronograph)$/,
  Orecchini: /earrings$/,
  Borse: /bag$/,
  Scarpe: /(pumps|loafers|boots)$/,
  Accessori: /^(belt|sunglasses|top-handle handbag)$/,
  Fragranze: /perfume/,
  'Cura della pelle': /(cream|serum)/,
  'Camera da letto': /(sheets|duvet cover)/,
  Bagno: /^(folded towels|bathrobe|bath mat)$/,
  Soggiorno: /^(cushion|throw blanket)$/,
  Finestre: /(curtain|blind)$/,
  Abiti: /dress$/,
  Capispalla: /^(blazer|trench coat)$/,
  Maglieria: /^(jumper|cardigan)$/,
};

function named(words: [RegExp, string][], text: string): string[] {
  let rest = text.toLocaleLowerCase('it-IT').replaceAll('vetro zaffiro', 'vetro');
  const found: string[] = [];
  for (const [word, meaning] of words) {
    if (word.test(rest)) found.push(meaning);
    rest = rest.replace(new RegExp(word.source, 'g'), ' ');
  }
  return found.sort();
}

const products = seededProducts();

describe('the catalogue pictures match the seed', () => {
  it("reads the jeweller's twelve pieces and at least six products of every other shop", () => {
    const perShop = new Map<string, number>();
    for (const p of products) perShop.set(p.shop, (perShop.get(p.shop) ?? 0) + 1);
    expect(perShop.get('aurea')).toBe(12);
    expect(perShop.size).toBeGreaterThan(1);
    for (const count of perShop.values()) expect(count).toBeGreaterThanOrEqual(6);
  });

  it.each(products.map((p) => [p.name, p] as const))('%s: every photo exists and is declared', (_, product) => {
    const paths = [product.image, ...product.images.map((i) => i.path)];
    for (const p of paths) {
      expect(manifest[p], `${p} has no entry in the manifest`).toBeDefined();
      expect(existsSync(path.join(root, 'public', p)), `${p} is missing from public/`).toBe(true);
    }
    const [main, ...rest] = product.images;
    expect(main?.path).toBe(product.image);
    for (const close of rest) expect(manifest[close.path]?.closeUpOf).toBe(product.image);
  });

  it.each(products.map((p) => [p.name, p] as const))('%s: metals, stones and form agree', (_, product) => {
    const text = `${product.name}. ${product.description}`;
    for (const p of [product.image, ...product.images.map((i) => i.path)]) {
      const declared = manifest[p];
      if (!declared) throw new Error(`${p} has no entry in the manifest`);
      const metals = named(metalWords, product.description);
      // a description that names no metal leaves the drawing free; one that does fixes it exactly
      if (metals.length) expect([...declared.metals].sort(), `${p} metals`).toEqual(metals);
      // stones from the description only: a name such as "Donna Perla" is poetry, not a pearl
      expect([...declared.stones].sort(), `${p} stones`).toEqual(named(stoneWords, product.description));
      const form = formWords.find(([word]) => word.test(text.toLocaleLowerCase('it-IT')))?.[1];
      if (form) expect(declared.form, `${p} form`).toBe(form);
      expect(declared.form, `${p} form in ${product.category}`).toMatch(categoryForms[product.category] ?? /^$/);
      const description = product.description.toLocaleLowerCase('it-IT');
      if (/\bbracciale\b/.test(description)) expect(declared.strap, `${p} strap`).toBe('bracelet');
      if (/\bcinturino\b/.test(description)) expect(declared.strap, `${p} strap`).toBe('leather');
    }
  });

  it('declares no picture the seed does not use', () => {
    const used = new Set(products.flatMap((p) => [p.image, ...p.images.map((i) => i.path)]));
    expect(Object.keys(manifest).filter((p) => !used.has(p))).toEqual([]);
  });

  it('knows the words it checks', () => {
    expect(named(metalWords, 'Cassa e bracciale in oro giallo 18 carati')).toEqual(['yellow gold']);
    expect(named(stoneWords, 'Cronografo con vetro zaffiro')).toEqual([]);
    expect(named(stoneWords, 'Quadrante in madreperla con dodici diamanti')).toEqual(['diamond', 'mother-of-pearl']);
    expect(named(metalWords, 'Anello con sigillo in argento 925 brunito')).toEqual(['silver']);
  });
});

interface CardUse {
  where: string;
  picture: string;
  text: string;
}

/** Every object of the site documents that shows a product picture, with the words beside it. */
function cardsInSites(): CardUse[] {
  const uses: CardUse[] = [];
  const visit = (value: unknown, where: string): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${where}[${index}]`));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const image = record.image as { src?: unknown } | undefined;
    if (typeof image?.src === 'string' && image.src.startsWith('/images/products/')) {
      const words = ['description', 'subtitle'].map((key) => record[key]).filter((v) => typeof v === 'string');
      uses.push({ where, picture: image.src, text: words.join('. ') });
    }
    for (const [key, child] of Object.entries(record)) visit(child, `${where}.${key}`);
  };
  for (const file of readdirSync(path.join(root, 'sites')).filter((f) => f.endsWith('.json')))
    visit(JSON.parse(readFileSync(path.join(root, 'sites', file), 'utf8')), file);
  return uses;
}

describe("the site documents' product cards match their pictures", () => {
  const cards = cardsInSites();

  it('finds the cards', () => {
    expect(cards.length).toBeGreaterThan(0);
  });

  it.each(cards.map((c) => [c.where, c] as const))('%s: metals and stones agree', (_, card) => {
    const declared = manifest[card.picture];
    if (!declared) throw new Error(`${card.picture} has no entry in the manifest`);
    const metals = named(metalWords, card.text);
    if (metals.length) expect([...declared.metals].sort(), `${card.picture} metals`).toEqual(metals);
    // a card's few words need not name every stone, but every stone they name is in the picture
    for (const stone of named(stoneWords, card.text))
      expect(declared.stones, `${card.picture} stones`).toContain(stone);
  });
});
