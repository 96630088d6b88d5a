import { describe, expect, it } from 'vitest';
import { legal } from '../../../scripts/validate/rules/legal.ts';
import { json, lintFixture, positionOf, site } from './fixture.ts';

const footer = { type: 'footer', year: 2024 };
const identity = { legalName: 'Gioielleria Rossi S.r.l.', vatID: '01234567897' };
const shopPage = (
  shop: Record<string, unknown>,
  sections: unknown[] = [{ type: 'hero', title: 'Benvenuti' }, footer],
) => site({ shop, sections });
const lintLegal = (files: Record<string, unknown>) => lintFixture(files, { rules: [legal] });

describe('legal', () => {
  it('passes a shop page that names its ragione sociale and a Partita IVA that checks', () => {
    expect(lintFixture({ 'sites/negozio.json': shopPage({ legal: identity }) })).toEqual([]);
  });

  it('leaves a page without footer or contact block alone (the admin)', () => {
    expect(lintLegal({ 'sites/negozio.json': shopPage({}, [{ type: 'hero', title: 'Area riservata' }]) })).toEqual([]);
  });

  it('reports a shop page without a legal identity, at the shop, with an example', () => {
    const document = shopPage({});
    expect(lintLegal({ 'sites/negozio.json': document })).toEqual([
      {
        code: 'legal',
        severity: 'error',
        file: 'sites/negozio.json',
        ...positionOf(json(document), '"shop"'),
        path: 'shop',
        message: 'the shop does not say who it is in law (`shop.legal`)',
        hint:
          'a business site shows its ragione sociale and Partita IVA (art. 35 DPR 633/1972): add ' +
          '"legal": { "legalName": "Gioielleria Rossi S.r.l.", "vatID": "01234567897" }',
      },
    ]);
  });

  it('reports a Partita IVA whose check digit is wrong, saying the right one', () => {
    const document = shopPage({ legal: { ...identity, vatID: '01234567890' } });
    expect(lintLegal({ 'sites/negozio.json': document })).toEqual([
      expect.objectContaining({
        ...positionOf(json(document), '"01234567890"'),
        path: 'shop.legal.vatID',
        message: '`01234567890` is not a Partita IVA: its last digit should be 7',
        hint: 'the last digit checks the other ten; copy the number as the Camera di Commercio registers it',
      }),
    ]);
  });

  it('leaves a Partita IVA that is not 11 digits to the schema, which says the format', () => {
    const problems = lintFixture({ 'sites/negozio.json': shopPage({ legal: { ...identity, vatID: 'IT0123' } }) });
    expect(problems).toEqual([
      expect.objectContaining({
        code: 'schema',
        path: 'shop.legal.vatID',
        hint: 'the Partita IVA: 11 digits, the last one a check digit, e.g. 01234567897',
      }),
    ]);
  });

  it('reports a contact form on a page without the footer that publishes its privacy page', () => {
    const document = shopPage({ legal: identity }, [
      { type: 'hero', title: 'Benvenuti' },
      { type: 'contact', form: { title: 'Scrivici' } },
    ]);
    expect(lintLegal({ 'sites/negozio.json': document })).toEqual([
      expect.objectContaining({
        ...positionOf(json(document), '"form"'),
        path: 'sections[1].form',
        message: "the form's notice links the privacy page, and this page publishes none",
        hint: 'the privacy and cookie pages come with the footer: add a `footer` section to this page',
      }),
    ]);
  });

  it("reports a route that takes another shop's terms page, naming it", () => {
    const shop = shopPage({ legal: identity });
    const taker = site({ id: 'termini', routes: ['/negozio/termini'], shop: { legal: identity } });
    expect(lintLegal({ 'sites/negozio.json': shop, 'sites/termini.json': taker })).toEqual([
      expect.objectContaining({
        file: 'sites/termini.json',
        message: 'route `/negozio/termini` is the terms of use page of the shop in sites/negozio.json',
      }),
    ]);
  });

  it("reports a route that takes another shop's policy page, pointing at that shop", () => {
    const shop = shopPage({ legal: identity });
    const taker = site({ id: 'privacy', routes: ['/negozio/privacy'], shop: { legal: identity } });
    const problems = lintLegal({ 'sites/negozio.json': shop, 'sites/privacy.json': taker });
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'sites/privacy.json',
        ...positionOf(json(taker), '"/negozio/privacy"'),
        path: 'routes[0]',
        message: 'route `/negozio/privacy` is the privacy page of the shop in sites/negozio.json',
        hint: `that page is made from sites/negozio.json:${positionOf(json(shop), '"/negozio"').line}:${
          positionOf(json(shop), '"/negozio"').column
        }; choose another route`,
      }),
    ]);
  });
});
