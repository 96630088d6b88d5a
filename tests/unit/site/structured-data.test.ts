import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { SiteDocument } from '../../../schemas/site.ts';
import { structuredData } from '../../../src/site/structured-data.ts';

const sitesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../sites');
const siteFile = (name: string) => JSON.parse(readFileSync(path.join(sitesDir, name), 'utf8')) as SiteDocument;

const page = (route: string) => ({
  url: `https://negozi.example.it${route}`,
  image: `https://negozi.example.it/og${route}.jpg`,
});

describe('structuredData', () => {
  it('describes a jeweller: legal identity, address, contacts, week, closures, its profiles', () => {
    const site = siteFile('moniagioielli.json');
    expect(structuredData(site, page('/moniagioielli'))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JewelryStore',
      '@id': 'https://negozi.example.it/moniagioielli#negozio',
      name: 'Monia Gioielli',
      legalName: 'Monia Gioielli di Monia Ferretti',
      vatID: 'IT01234567129',
      description: site.meta.description,
      url: 'https://negozi.example.it/moniagioielli',
      image: 'https://negozi.example.it/og/moniagioielli.jpg',
      telephone: '+39 059 223 4517',
      email: 'bottega@moniagioielli.it',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Via Emilia Centro 214',
        postalCode: '41121',
        addressLocality: 'Modena',
        addressRegion: 'MO',
        addressCountry: 'IT',
      },
      sameAs: [
        'https://www.instagram.com/moniagioielli',
        'https://www.facebook.com/moniagioielli',
        'https://www.tiktok.com/@moniagioielli',
      ],
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '18:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
      ],
      specialOpeningHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          validFrom: '2026-12-25',
          validThrough: '2026-12-26',
          opens: '00:00',
          closes: '00:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          validFrom: '2027-08-09',
          validThrough: '2027-08-25',
          opens: '00:00',
          closes: '00:00',
        },
      ],
    });
  });

  it('names a clothing shop, its real profiles once each, and leaves out hours it does not publish', () => {
    const data = structuredData(siteFile('seoul.json'), page('/seoul'));
    expect(data).toMatchObject({
      '@type': 'ClothingStore',
      name: 'Seoul',
      address: { '@type': 'PostalAddress', streetAddress: 'Via Tortona 27', addressLocality: 'Milano' },
      sameAs: [
        'https://www.instagram.com/seoulstudio.milano',
        'https://www.tiktok.com/@seoulstudio.milano',
        'https://www.pinterest.com/seoulstudio',
      ],
    });
    expect(data).not.toHaveProperty('openingHoursSpecification');
  });

  it('resolves the logo against the page, and omits what the document does not say', () => {
    const site = siteFile('cless.json');
    const { profileUrl: _profile, ...shop } = site.shop;
    const withLogo = { ...site, shop: { ...shop, logo: '/images/logos/cless.svg', social: [] } };
    const data = structuredData(withLogo, page('/Cless'));
    expect(data.logo).toBe('https://negozi.example.it/images/logos/cless.svg');
    expect(data).not.toHaveProperty('sameAs');
    expect(data).not.toHaveProperty('openingHoursSpecification');
  });

  it('gives each slot of a day with a lunch break its own specification', () => {
    const data = structuredData(siteFile('biologioielli.json'), page('/biologioielli'));
    const week = ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    expect(data.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: week, opens: '09:30', closes: '13:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: week, opens: '15:30', closes: '19:30' },
    ]);
    expect(data).not.toHaveProperty('specialOpeningHoursSpecification');
  });
});
