/**
 * Every shop looks like itself: no drawing of public/images/ appears on more than two shops, nor on
 * two shops of different trades (a shop is a shop name, its landing, catalogue and product pages are
 * one shop, and a branch is its shop; a drawing is every file the art studio made from one
 * composition: its tints in other colours, metals or stones and its close-ups, as
 * `public/images/drawings.json` declares), trade pictures stay with their trade, the silversmith
 * shows silver, and every team card shows that person's monogram.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Pictures shared on purpose, as a texture would be; none is today. */
const sharedTextures = new Set<string>();

interface Site {
  id: string;
  shop: { name: string; businessType: string };
  sections: { type: string; members?: { name: string; image: { src: string; alt: string } }[] }[];
}

const sites = readdirSync(path.join(root, 'sites'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => {
    const text = readFileSync(path.join(root, 'sites', f), 'utf8');
    return { site: JSON.parse(text) as Site, pictures: new Set(text.match(/\/images\/[\w./-]+\.svg/g) ?? []) };
  });

/** Which drawing each file of the library is: a tint or a close-up names its drawing's first file. */
const drawingOf = JSON.parse(readFileSync(path.join(root, 'public/images/drawings.json'), 'utf8')) as Record<
  string,
  string
>;

/**
 * A picture with its colours left out: the drawing's body, after its definitions, with every colour
 * and every reference to a definition (a gradient, a filter, a clip) blanked. Two files alike here
 * differ only in colour, or are one shot framed twice.
 */
function shape(file: string): string {
  const body = readFileSync(file, 'utf8').split('</defs>').at(-1) ?? '';
  return createHash('sha256')
    .update(
      body
        .replace(/#[0-9a-f]{3,8}\b/gi, '#')
        .replace(/url\(#[^)]*\)/g, 'url()')
        .replace(/\b(id|href)="[^"]*"/g, '')
        .replace(/rgba?\([^)]*\)/g, 'rgb()'),
    )
    .digest('hex');
}

/** Every SVG under public/images/, as its address on the site. */
function library(dir = path.join(root, 'public/images')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? library(path.join(dir, entry.name))
      : entry.name.endsWith('.svg')
        ? [`/${path.relative(path.join(root, 'public'), path.join(dir, entry.name)).split(path.sep).join('/')}`]
        : [],
  );
}

/** Pictures of one trade, and the business types that may show them. */
const trades: [RegExp, string[]][] = [
  [/^\/images\/services\/(custom|repair|appraisal|consultation)\.svg$/, ['JewelryStore']],
  [
    /^\/images\/collections\/(silver-)?(rings|earrings|watches|necklaces|bracelets|wedding)(-\w+)?\.svg$/,
    ['JewelryStore'],
  ],
  [/^\/images\/products\/[\w-]+\.svg$/, ['JewelryStore']],
  [/^\/images\/products\/cless\//, ['ShoeStore']],
  [/^\/images\/products\/reboursp\//, ['HealthAndBeautyStore']],
  [/^\/images\/products\/intimamentehome\//, ['HomeGoodsStore']],
  [/^\/images\/products\/seoul\//, ['ClothingStore']],
  [/^\/images\/services\/(alterations|vintage|styling|tailoring)\.svg$/, ['ClothingStore']],
  [/^\/images\/services\/(shoe-repair|personal-shopping)\.svg$/, ['ShoeStore']],
];

/** The goldsmith's Reggio branch (the spec's clone of its page) is the same business, with the same hero. */
const branches: Record<string, string> = { 'Monia Gioielli Reggio': 'Monia Gioielli' };
const brand = (name: string): string => branches[name] ?? name;

/** A team member's monogram as the art studio names it: "Lucia Bianchi" → /images/team/lucia-bianchi.svg. */
const monogramFile = (name: string): string =>
  `/images/team/${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.svg`;

describe('pictures across the shops', () => {
  it('knows which drawing every picture of the library is', () => {
    expect(library().filter((p) => !(p in drawingOf))).toEqual([]);
    expect(Object.keys(drawingOf).filter((p) => !existsSync(path.join(root, 'public', p)))).toEqual([]);
  });

  it('declares as one drawing the files that differ only in colour', () => {
    const byShape = new Map<string, string[]>();
    // a monogram is its person's, whoever else shares the initials (the team test below holds it)
    for (const picture of library().filter((p) => !p.startsWith('/images/team/'))) {
      const key = shape(path.join(root, 'public', picture));
      byShape.set(key, [...(byShape.get(key) ?? []), picture]);
    }
    const undeclared = [...byShape.values()]
      .filter((files) => new Set(files.map((f) => drawingOf[f])).size > 1)
      .map((files) => files.join(' = '));
    expect(undeclared).toEqual([]);
  });

  it('no drawing appears on more than two shops, nor on two trades', () => {
    const shops = new Map<string, Map<string, string>>();
    for (const { site, pictures } of sites)
      for (const picture of pictures) {
        if (sharedTextures.has(picture)) continue;
        // a monogram names its person, and the team test below holds it to that person
        if (picture.startsWith('/images/team/')) continue;
        const drawing = drawingOf[picture] ?? picture;
        const seen = shops.get(drawing) ?? new Map<string, string>();
        shops.set(drawing, seen.set(brand(site.shop.name), site.shop.businessType));
      }
    const crowded = [...shops]
      .filter(([, names]) => names.size > 2 || new Set(names.values()).size > 1)
      .map(([p, names]) => `${p}: ${[...names].map(([name, trade]) => `${name} (${trade})`).join(', ')}`);
    expect(crowded).toEqual([]);
  });

  it('no two shops share a hero, but a shop and its branch', () => {
    const heroes = new Map<string, Set<string>>();
    for (const { site } of sites)
      for (const section of site.sections as { type: string; image?: { src: string } }[])
        if (section.type === 'hero' && section.image)
          heroes.set(section.image.src, (heroes.get(section.image.src) ?? new Set()).add(brand(site.shop.name)));
    const shared = [...heroes]
      .filter(([, names]) => names.size > 1)
      .map(([p, names]) => `${p}: ${[...names].join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('every picture a site names exists', () => {
    const missing = sites.flatMap(({ site, pictures }) =>
      [...pictures].filter((p) => !existsSync(path.join(root, 'public', p))).map((p) => `${site.id}: ${p}`),
    );
    expect(missing).toEqual([]);
  });

  it("a trade's pictures stay with that trade", () => {
    const misplaced: string[] = [];
    for (const { site, pictures } of sites)
      for (const picture of pictures) {
        const trade = trades.find(([pattern]) => pattern.test(picture));
        if (trade && !trade[1].includes(site.shop.businessType))
          misplaced.push(`${site.id} (${site.shop.businessType}): ${picture}`);
      }
    expect(misplaced).toEqual([]);
  });

  it('the silversmith shows silver', () => {
    const silver = sites.find(({ site }) => site.shop.name === 'Argenteria Lunare');
    expect(silver).toBeDefined();
    const golden = [...(silver?.pictures ?? [])].filter(
      (p) => /\/(collections|story)\//.test(p) && !/\/(collections|story)\/silver-/.test(p),
    );
    expect(golden).toEqual([]);
  });

  it('every team card shows the monogram of the person it names', () => {
    const cards = sites.flatMap(({ site }) =>
      site.sections.filter((s) => s.type === 'team').flatMap((s) => s.members ?? []),
    );
    expect(cards.length).toBeGreaterThan(10);
    for (const member of cards) {
      expect(member.image.src, member.name).toBe(monogramFile(member.name));
      expect(member.image.alt).toBe(`Monogramma di ${member.name}`);
      expect(existsSync(path.join(root, 'public', member.image.src)), member.image.src).toBe(true);
    }
  });
});
