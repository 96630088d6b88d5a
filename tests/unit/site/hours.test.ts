import { describe, expect, it } from 'vitest';
import { addressLine, directionsHref, telHref, whatsappHref } from '../../../src/site/address.ts';
import { daysOf, hoursLines } from '../../../src/site/hours.ts';

describe('hoursLines', () => {
  it('writes the template week as the contact block always showed it', () => {
    const lines = hoursLines([
      { from: 'lun', to: 'ven', slots: [{ opens: '09:00', closes: '18:00' }] },
      { from: 'sab', slots: [{ opens: '09:00', closes: '13:00' }] },
    ]);
    expect(lines).toEqual([
      { days: 'Lunedì - Venerdì', time: '9:00 - 18:00' },
      { days: 'Sabato', time: '9:00 - 13:00' },
      { days: 'Domenica', time: 'Chiuso' },
    ]);
  });

  it('lists both slots of a day with a break, whatever order they are written in', () => {
    const lines = hoursLines([
      {
        from: 'mar',
        to: 'sab',
        slots: [
          { opens: '15:30', closes: '19:30' },
          { opens: '09:30', closes: '12:30' },
        ],
      },
    ]);
    expect(lines).toEqual([
      { days: 'Lunedì', time: 'Chiuso' },
      { days: 'Martedì - Sabato', time: '9:30 - 12:30, 15:30 - 19:30' },
      { days: 'Domenica', time: 'Chiuso' },
    ]);
  });

  it('joins two days with the same hours by "e", and days written apart that share their hours', () => {
    const lines = hoursLines([
      { from: 'lun', to: 'mer', slots: [{ opens: '10:00', closes: '19:00' }] },
      { from: 'gio', to: 'ven', slots: [{ opens: '10:00', closes: '19:00' }] },
      { from: 'sab', to: 'dom', slots: [{ opens: '10:00', closes: '13:00' }] },
    ]);
    expect(lines).toEqual([
      { days: 'Lunedì - Venerdì', time: '10:00 - 19:00' },
      { days: 'Sabato e domenica', time: '10:00 - 13:00' },
    ]);
  });

  it('says the shop is closed all week when no range is written', () => {
    expect(hoursLines([])).toEqual([{ days: 'Lunedì - Domenica', time: 'Chiuso' }]);
  });
});

describe('daysOf', () => {
  it('covers one day without `to`, a run with it, and nothing when it runs backwards', () => {
    expect(daysOf({ from: 'sab' })).toEqual(['sab']);
    expect(daysOf({ from: 'gio', to: 'dom' })).toEqual(['gio', 'ven', 'sab', 'dom']);
    expect(daysOf({ from: 'ven', to: 'lun' })).toEqual([]);
  });
});

describe('addressLine', () => {
  it('writes the address as an Italian letter does, without region or country', () => {
    const address = {
      streetAddress: 'Via Emilia Centro 214',
      postalCode: '41121',
      addressLocality: 'Modena',
      addressRegion: 'MO',
      addressCountry: 'IT',
    };
    expect(addressLine(address)).toBe('Via Emilia Centro 214, 41121 Modena');
  });
});

describe('contact links', () => {
  it('dials the digits, chats on wa.me without the plus, and asks a maps app for directions', () => {
    expect(telHref('+39 059 223 4517')).toBe('tel:+390592234517');
    expect(whatsappHref('+39 340 123 4512')).toBe('https://wa.me/393401234512');
    expect(
      directionsHref({
        streetAddress: 'Via Emilia Centro 214',
        postalCode: '41121',
        addressLocality: 'Modena',
        addressCountry: 'IT',
      }),
    ).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Via%20Emilia%20Centro%20214%2C%2041121%20Modena%2C%20Italia',
    );
  });
});
