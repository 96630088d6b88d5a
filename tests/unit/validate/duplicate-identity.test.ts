import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { duplicateIdentity, phoneDigits } from '../../../scripts/validate/rules/duplicate-identity.ts';
import { json, lintFixture, positionOf, site } from './fixture.ts';

const lintIdentity = (files: Record<string, unknown>, targets?: string[]) =>
  lintFixture(files, { rules: [duplicateIdentity], ...(targets ? { targets } : {}) });

const footer = { type: 'footer' };

const rossi = {
  id: 'rossi',
  name: 'Gioielleria Rossi',
  phone: '+39 02 8800 1122',
  email: 'info@gioielleriarossi.it',
  address: { streetAddress: 'Corso Garibaldi 10', postalCode: '20121', addressLocality: 'Milano' },
  legal: { legalName: 'Gioielleria Rossi S.r.l.', vatID: '01234567897' },
};
const bianchi = {
  id: 'bianchi',
  name: 'Argenteria Bianchi',
  phone: '+39 011 561 2290',
  whatsapp: '+39 340 123 4599',
  email: 'negozio@argenteriabianchi.it',
  address: { streetAddress: 'Via Roma 3', postalCode: '10121', addressLocality: 'Torino' },
  legal: { legalName: 'Argenteria Bianchi di Elena Bianchi', vatID: '01234567046' },
};
const page = (id: string, shop: Record<string, unknown>) => site({ id, routes: [`/${id}`], shop, sections: [footer] });

const landingFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../sites/landing.json');

describe('duplicate-identity', () => {
  it('passes shops with identities of their own, and the pages of one shop sharing theirs', () => {
    expect(
      lintIdentity({
        'sites/rossi.json': page('rossi', rossi),
        'sites/rossi-catalogo.json': page('rossi-catalogo', rossi),
        'sites/bianchi.json': page('bianchi', bianchi),
      }),
    ).toEqual([]);
  });

  it("reports the README's copy of the landing page: another shop with Aurea's phone, e-mail, VAT and address", () => {
    const landingText = readFileSync(landingFile, 'utf8');
    const landing = JSON.parse(landingText) as { shop: Record<string, unknown>; meta: Record<string, unknown> };
    const copy = {
      ...landing,
      id: 'gioielleria-rossi',
      routes: ['/gioielleria-rossi'],
      meta: { ...landing.meta, title: 'Gioielleria Rossi · Gioielli a Milano' },
      shop: { ...landing.shop, id: 'rossi', name: 'Gioielleria Rossi' },
    };
    const problems = lintIdentity({ 'sites/landing.json': landingText, 'sites/gioielleria-rossi.json': copy }, [
      'sites/gioielleria-rossi.json',
    ]);
    // In the order the document writes them: the address first.
    expect(problems.map((p) => [p.path, p.message])).toEqual([
      [
        'shop.address.streetAddress',
        '`shop.address.streetAddress` `Via della Spiga 12, 20121 Milano` is the address of another shop, `aurea` in ' +
          'sites/landing.json (`shop.address.streetAddress`)',
      ],
      [
        'shop.phone',
        '`shop.phone` `+39 02 7601 2345` is the phone number of another shop, `aurea` in sites/landing.json ' +
          '(`shop.phone`)',
      ],
      [
        'shop.email',
        '`shop.email` `atelier@aureagioielli.it` is the e-mail of another shop, `aurea` in sites/landing.json ' +
          '(`shop.email`)',
      ],
      [
        'shop.legal.vatID',
        '`shop.legal.vatID` `01234567012` is the Partita IVA of another shop, `aurea` in sites/landing.json ' +
          '(`shop.legal.vatID`)',
      ],
    ]);
    const phoneAt = positionOf(landingText, '"+39 02 7601 2345"');
    expect(problems[1]).toMatchObject({
      code: 'duplicate-identity',
      severity: 'error',
      file: 'sites/gioielleria-rossi.json',
      ...positionOf(json(copy), '"+39 02 7601 2345"'),
      hint:
        `first defined at sites/landing.json:${String(phoneAt.line)}:${String(phoneAt.column)}; every shop has its ` +
        "own phone, e-mail, Partita IVA and address: write this shop's own",
    });
  });

  it("reports the copy that kept Aurea's `shop.id` too: one shop's pages agree on its name", () => {
    const landingText = readFileSync(landingFile, 'utf8');
    const landing = JSON.parse(landingText) as { shop: Record<string, unknown> };
    const copy = { ...landing, id: 'gioielleria-rossi', shop: { ...landing.shop, name: 'Gioielleria Rossi' } };
    const problems = lintIdentity({ 'sites/landing.json': landingText, 'sites/gioielleria-rossi.json': copy });
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'sites/gioielleria-rossi.json',
        path: 'shop.name',
        message:
          '`shop.name` `Gioielleria Rossi` is not the name of shop `aurea`, `Aurea Gioielli` in sites/landing.json',
        hint:
          'documents with the same `shop.id` are the pages of one shop: a new shop needs its own `shop.id`, and ' +
          'its own phone, e-mail, Partita IVA and address',
      }),
    ]);
  });

  it('compares numbers by their digits, e-mails whatever their case, addresses without punctuation', () => {
    const twin = {
      ...bianchi,
      id: 'gemella',
      phone: '011 5612290',
      whatsapp: '+39 02 8800 1122',
      email: 'Info@GioielleriaRossi.it',
      address: { streetAddress: 'Corso  Garibaldi, 10', postalCode: '20121', addressLocality: 'MILANO' },
      legal: { legalName: 'Gemella S.r.l.', vatID: '01234567020' },
    };
    const problems = lintIdentity({
      'sites/rossi.json': page('rossi', rossi),
      'sites/bianchi.json': page('bianchi', bianchi),
      'sites/gemella.json': page('gemella', twin),
    });
    expect(problems.map((p) => [p.file, p.path, p.message])).toEqual([
      [
        'sites/gemella.json',
        'shop.phone',
        '`shop.phone` `011 5612290` is the phone number of another shop, `bianchi` in sites/bianchi.json ' +
          '(`shop.phone`)',
      ],
      [
        'sites/gemella.json',
        'shop.whatsapp',
        '`shop.whatsapp` `+39 02 8800 1122` is the phone number of another shop, `rossi` in sites/rossi.json ' +
          '(`shop.phone`)',
      ],
      [
        'sites/gemella.json',
        'shop.email',
        '`shop.email` `Info@GioielleriaRossi.it` is the e-mail of another shop, `rossi` in sites/rossi.json ' +
          '(`shop.email`)',
      ],
      [
        'sites/gemella.json',
        'shop.address.streetAddress',
        '`shop.address.streetAddress` `Corso  Garibaldi, 10, 20121 MILANO` is the address of another shop, `rossi` ' +
          'in sites/rossi.json (`shop.address.streetAddress`)',
      ],
    ]);
  });

  it('reads a number without its country code as Italian', () => {
    expect(phoneDigits('+39 02 7601 2345')).toBe(phoneDigits('02 7601 2345'));
    expect(phoneDigits('0039 02 7601 2345')).toBe(phoneDigits('+39 02 76012345'));
    expect(phoneDigits('+41 44 123 45 67')).not.toBe(phoneDigits('044 123 45 67'));
  });
});
