/** The pure parts of pages in the database: fingerprints, the schedule, the import's choices, the export's shape. */
import { describe, expect, it } from 'vitest';
import { canonicalJson, documentHash } from '../../../server/pages/document-hash.ts';
import { layoutOf, newFileName, shapedLike } from '../../../server/pages/export.ts';
import { forced, keptWarning } from '../../../server/pages/import.ts';
import { BOUNDARY_MARGIN_MS, MAX_TIMER_MS, nextBoundaryDelay } from '../../../server/pages/schedule.ts';

describe('documentHash', () => {
  it('is the same whatever the order of keys, as jsonb gives them back', () => {
    const a = { id: 'landing', meta: { title: 'Aurea', description: 'Gioielli' }, routes: ['/', '/bisidefault'] };
    const b = { routes: ['/', '/bisidefault'], meta: { description: 'Gioielli', title: 'Aurea' }, id: 'landing' };
    expect(documentHash(a)).toBe(documentHash(b));
    expect(canonicalJson(b)).toBe(
      '{"id":"landing","meta":{"description":"Gioielli","title":"Aurea"},"routes":["/","/bisidefault"]}',
    );
  });

  it('differs when anything differs, a list’s order included', () => {
    expect(documentHash({ routes: ['/', '/b'] })).not.toBe(documentHash({ routes: ['/b', '/'] }));
    expect(documentHash({ meta: { title: 'A' } })).not.toBe(documentHash({ meta: { title: 'B' } }));
  });
});

describe('nextBoundaryDelay', () => {
  it('waits until just past the scheduled time, never less than nothing', () => {
    expect(nextBoundaryDelay(30_000)).toBe(30_000 + BOUNDARY_MARGIN_MS);
    expect(nextBoundaryDelay(-5)).toBe(BOUNDARY_MARGIN_MS);
    expect(nextBoundaryDelay(0.2)).toBe(1 + BOUNDARY_MARGIN_MS);
  });

  it('has no timer without a scheduled version, and none past what a timer keeps', () => {
    expect(nextBoundaryDelay(null)).toBeNull();
    expect(nextBoundaryDelay(90 * 24 * 3600 * 1000)).toBe(MAX_TIMER_MS);
  });
});

describe('the import', () => {
  it('forces the files SITES_FORCE names, or all', () => {
    expect(forced('sites/landing.json', 'sites/landing.json')).toBe(true);
    expect(forced('landing.json, sites/cless.json', 'sites/landing.json')).toBe(true);
    expect(forced('all', 'sites/cless.json')).toBe(true);
    expect(forced('sites/cless.json', 'sites/landing.json')).toBe(false);
    expect(forced(undefined, 'sites/landing.json')).toBe(false);
  });

  it('says which file and route were kept, and both ways out', () => {
    const warning = keptWarning('sites/landing.json', '/');
    expect(warning).toContain('sites/landing.json changed since it was imported, but the page / has been edited');
    expect(warning).toContain('npm run sites:export');
    expect(warning).toContain('SITES_FORCE=sites/landing.json npm start');
  });
});

describe('the export’s shape', () => {
  const written = { $schema: '../schemas/site.schema.json', id: 'x', sections: [{ type: 'hero', title: 'Ciao' }] };
  const completed = { ...written, sections: [{ type: 'hero', title: 'Ciao', height: 'full', tone: 'dark' }] };

  it('keeps the file’s key order and leaves out the defaults it left out', () => {
    const fromDatabase = { sections: [{ tone: 'dark', title: 'Salve', type: 'hero', height: 'full' }], id: 'x' };
    expect(JSON.stringify(shapedLike(fromDatabase, written, completed))).toBe(
      '{"id":"x","sections":[{"type":"hero","title":"Salve"}]}',
    );
  });

  it('keeps a default the owner changed, and a section that is not the file’s whole', () => {
    const changed = { id: 'x', sections: [{ type: 'hero', title: 'Ciao', height: 'half', tone: 'dark' }] };
    expect(shapedLike(changed, written, completed)).toEqual({
      id: 'x',
      sections: [{ type: 'hero', title: 'Ciao', height: 'half' }],
    });
    const other = { id: 'x', sections: [{ type: 'story', title: 'Storia', tone: 'dark' }] };
    expect(shapedLike(other, written, completed)).toEqual(other);
  });

  it('reads where the maintainers broke objects over lines', () => {
    const layout = layoutOf('{\n  "a": { "b": 1 },\n  "c": [\n    {\n      "d": "}"\n    }\n  ]\n}\n');
    expect(layout?.expanded).toBe(true);
    expect(layout?.children.get('a')?.expanded).toBe(false);
    expect(layout?.children.get('c')?.children.get(0)?.expanded).toBe(true);
  });

  it('names a new page’s file after its route', () => {
    expect(newFileName('/negozio/Orari', new Set())).toBe('sites/negozio-orari.json');
    expect(newFileName('/', new Set())).toBe('sites/home.json');
    expect(newFileName('/cless', new Set(['sites/cless.json']))).toBe('sites/cless-2.json');
  });
});
