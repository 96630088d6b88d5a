/**
 * Every shop looks like itself: no picture of public/images/ appears on more than two shops (a shop
 * is a shop name; its landing, catalogue and product pages are one shop), trade pictures stay with
 * their trade, the silversmith shows silver, and every team card shows that person's monogram.
 */
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

/** Pictures of one trade, and the business types that may show them. */
const trades: [RegExp, string[]][] = [
  [/^\/images\/services\/(custom|repair|appraisal|consultation)\.svg$/, ['JewelryStore']],
  [
    /^\/images\/collections\/(silver-)?(rings|earrings|watches|necklaces|bracelets|wedding)(-\w+)?\.svg$/,
    ['JewelryStore'],
  ],
  [/^\/images\/products\//, ['JewelryStore']],
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
  it('no picture appears on more than two shops', () => {
    const shops = new Map<string, Set<string>>();
    for (const { site, pictures } of sites)
      for (const picture of pictures) {
        if (sharedTextures.has(picture)) continue;
        shops.set(picture, (shops.get(picture) ?? new Set()).add(site.shop.name));
      }
    const crowded = [...shops]
      .filter(([, names]) => names.size > 2)
      .map(([p, names]) => `${p}: ${[...names].join(', ')}`);
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
