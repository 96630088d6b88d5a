import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAssetList, renderSiteSchema } from '../../../scripts/emit-schemas.ts';
import { runCli } from '../../../scripts/validate/main.ts';
import { fixtureSchema, json, site } from './fixture.ts';

let root: string;

function write(file: string, content: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

function run(...argv: string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = runCli(argv, {
    root,
    cwd: root,
    schema: fixtureSchema,
    write: (t) => (out += t),
    writeError: (t) => (err += t),
  });
  return { code, out, err };
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'validate-cli-'));
  write('schemas/site.schema.json', renderSiteSchema(fixtureSchema));
  write('public/images/hero.webp', 'x');
  write('src/pages/public-assets.json', renderAssetList(path.join(root, 'public')));
  write(
    'sites/landing.json',
    json(
      site({
        id: 'landing',
        routes: ['/', '/bisidefault'],
        sections: [
          {
            type: 'hero',
            title: 'Eleganza',
            image: { src: '/images/hero.webp', alt: '' },
            actions: [{ label: 'Shop', href: '/shop' }],
          },
        ],
      }),
    ),
  );
  write('sites/negozio.json', json(site()));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run validate', () => {
  it('exits 0 with one line when every document is clean', () => {
    expect(run()).toEqual({ code: 0, out: '✓ 2 site documents, no problems\n', err: '' });
  });

  it('prints every problem as file:line:column  code  message at path, with hints, then a summary, and exits 1', () => {
    write(
      'sites/nuovo.json',
      json(
        site({
          id: 'landing',
          routes: ['/nuovo'],
          sections: [
            { type: 'servics', items: [] },
            { type: 'hero', titel: 'Ciao', title: 'Ciao' },
          ],
        }),
      ),
    );
    write('sites/rotto.json', '{ "id": "rotto", }');
    const { code, out } = run();
    expect(code).toBe(1);
    expect(out).toBe(
      [
        'sites/nuovo.json:2:9  duplicate-site-id  site id `landing` is already used by sites/landing.json at id',
        '  hint: first defined at sites/landing.json:2:9; give each site its own id',
        'sites/nuovo.json:9:15  unknown-section-type  unknown section type `servics` at sections[0].type',
        '  hint: did you mean `services`?',
        'sites/nuovo.json:14:7  schema  unknown property `titel` at sections[1].titel',
        '  hint: did you mean `title`?',
        'sites/rotto.json:1:16  json-syntax  trailing comma',
        '  hint: remove the comma after the last item',
        '',
        '4 problems (4 errors, 0 warnings) in 2 files',
        '',
      ].join('\n'),
    );
  });

  it('validates one file in the context of the others', () => {
    write('sites/nuovo.json', json(site({ id: 'nuovo', routes: ['/bisidefault'] })));
    const { code, out } = run('sites/nuovo.json');
    expect(code).toBe(1);
    expect(out).toContain(
      'sites/nuovo.json:4:5  duplicate-route  route `/bisidefault` is already used by sites/landing.json at routes[0]',
    );
    expect(run('sites/negozio.json')).toMatchObject({ code: 0, out: '✓ 1 site document, no problems\n' });
  });

  it('reports a repeated id or route on the copy, the newer file, whatever the names', () => {
    write('sites/aaa-copia.json', json(site({ id: 'landing', routes: ['/aaa'] })));
    utimesSync(path.join(root, 'sites/landing.json'), new Date('2024-01-01'), new Date('2024-01-01'));
    const { out } = run();
    expect(out).toContain(
      'sites/aaa-copia.json:2:9  duplicate-site-id  site id `landing` is already used by sites/landing.json at id',
    );
  });

  it('warns, without failing, when the emitted schema is stale', () => {
    write('schemas/site.schema.json', '{}\n');
    const { code, out } = run();
    expect(code).toBe(0);
    expect(out).toBe(
      'schemas/site.schema.json:1:1  stale-schema (warning)  out of date with the schemas in schemas/*.ts\n' +
        '  hint: run `npm run schemas:emit`\n\n1 problem (0 errors, 1 warning) in 1 file\n',
    );
  });

  it('writes JSON for tools with --format json', () => {
    write('sites/negozio.json', json(site({ lang: 'de' })));
    const { code, out } = run('--format', 'json');
    expect(code).toBe(1);
    expect(JSON.parse(out)).toEqual({
      files: 2,
      errors: 1,
      warnings: 0,
      problems: [
        {
          code: 'schema',
          severity: 'error',
          file: 'sites/negozio.json',
          line: 6,
          column: 11,
          path: 'lang',
          message: '`de` is not allowed; use `it` or `en`',
        },
      ],
    });
  });

  it('refuses unknown options and files that do not exist, with exit code 2', () => {
    const namesTheOption: unknown = expect.stringContaining('unknown option --fix');
    expect(run('--fix')).toMatchObject({ code: 2, err: namesTheOption });
    expect(run('sites/assente.json')).toMatchObject({ code: 2, err: 'sites/assente.json: no such site document\n' });
  });
});
