import { describe, expect, it } from 'vitest';
import { schema } from '../../../scripts/validate/rules/schema.ts';
import { json, lintFixture, positionOf, site } from './fixture.ts';

const lintSchema = (document: unknown) => lintFixture({ 'sites/negozio.json': document }, { rules: [schema] });

describe('schema', () => {
  it('passes a document that fits the schema', () => {
    expect(lintSchema(site())).toEqual([]);
  });

  it('names an unknown property at its key, with the property it was meant to be', () => {
    const document = site({
      sections: [
        { type: 'hero', title: 'Benvenuti' },
        { type: 'hero', titel: 'Ciao', title: 'Ciao' },
      ],
    });
    const [problem, ...rest] = lintSchema(document);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({
      code: 'schema',
      severity: 'error',
      file: 'sites/negozio.json',
      path: 'sections[1].titel',
      message: 'unknown property `titel`',
      hint: 'did you mean `title`?',
      ...positionOf(json(document), '"titel"'),
    });
  });

  it('lists the allowed properties when nothing is close', () => {
    const [problem] = lintSchema(site({ sections: [{ type: 'footer', colour: 'red' }] }));
    expect(problem?.message).toBe('unknown property `colour`');
    expect(problem?.hint).toBe('allowed here: `type`, `id`, `links`, `columns`, `legal` and `year`');
  });

  it('says which type was expected and which was found', () => {
    const document = site({ sections: [{ type: 'hero', title: 5 }] });
    const [problem] = lintSchema(document);
    expect(problem).toMatchObject({
      path: 'sections[0].title',
      message: 'expected string, got number',
      ...positionOf(json(document), '5'),
    });
    const [wholeNumber] = lintSchema(site({ sections: [{ type: 'footer', year: 2024.5 }] }));
    expect(wholeNumber?.message).toBe('expected integer, got 2024.5 (not a whole number)');
  });

  it('lists the allowed values of an enum and suggests the closest', () => {
    const [lang] = lintSchema(site({ lang: 'de' }));
    expect(lang).toMatchObject({ path: 'lang', message: '`de` is not allowed; use `it` or `en`' });
    const [icon] = lintSchema(
      site({ sections: [{ type: 'services', items: [{ title: 'Riparazioni', icon: 'wrenhc' }] }] }),
    );
    expect(icon?.path).toBe('sections[0].items[0].icon');
    expect(icon?.message).toMatch(/^`wrenhc` is not allowed; use `gem`, `ring`, .*`wrench`/);
    expect(icon?.hint).toBe('did you mean `wrench`?');
  });

  it('reports a missing property on its object, and the choices of a section type', () => {
    const [title] = lintSchema(site({ sections: [{ type: 'hero' }] }));
    expect(title).toMatchObject({ path: 'sections[0]', message: 'missing property `title`' });
    const problems = lintSchema(site({ sections: [{ title: 'Senza tipo' }] }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      message: 'missing property `type`',
      hint: '`type` is one of `hero`, `services` or `footer`',
    });
  });

  it('explains which links are allowed', () => {
    const [problem] = lintSchema(
      site({ sections: [{ type: 'footer', links: [{ label: 'FTP', href: 'ftp://files.example.com' }] }] }),
    );
    expect(problem).toMatchObject({
      path: 'sections[0].links[0].href',
      message: '`ftp://files.example.com` is not an allowed link',
    });
    expect(problem?.hint).toContain(
      '`mailto:…`, `tel:…`, `#anchor` or `/path`; `javascript:`, `data:` and `//host` links are refused',
    );
  });

  it('leaves script links to unsafe-link, so they are reported once', () => {
    expect(lintSchema(site({ shop: { profileUrl: 'javascript:alert(1)' } }))).toEqual([]);
  });

  it('explains how to write an asset path, with the allowed extensions', () => {
    const [problem] = lintSchema(site({ shop: { logo: 'images/logo.bmp' } }));
    expect(problem).toMatchObject({ path: 'shop.logo', message: '`images/logo.bmp` is not a file path under public/' });
    expect(problem?.hint).toContain('starting with `/`');
    expect(problem?.hint).toContain('`.webp`');
    expect(problem?.hint).toContain('`.jpeg`');
  });

  it('uses the schema description to explain other formats', () => {
    const [problem] = lintSchema(site({ id: 'Negozio Nuovo' }));
    expect(problem).toMatchObject({
      path: 'id',
      message: '`Negozio Nuovo` does not have the expected format',
      hint: 'lower-case letters, digits and dashes',
    });
  });

  it('counts items against minItems and maxItems', () => {
    const [few] = lintSchema(site({ sections: [{ type: 'services', items: [] }] }));
    expect(few?.message).toBe('needs at least 1 item, has 0');
    const item = { title: 'Servizio', icon: 'gem' };
    const [many] = lintSchema(site({ sections: [{ type: 'services', items: [item, item, item, item, item] }] }));
    expect(many?.message).toBe('has 5 items; at most 4 are allowed');
  });

  it('reports numbers out of range and empty texts', () => {
    const [year] = lintSchema(site({ sections: [{ type: 'footer', year: 1800 }] }));
    expect(year?.message).toBe('`1800` is below the minimum of 1900');
    const [empty] = lintSchema(site({ sections: [{ type: 'hero', title: '' }] }));
    expect(empty?.message).toBe('empty text');
  });

  it('points at the repeated item of a list that must be unique', () => {
    const [problem] = lintSchema(site({ routes: ['/negozio', '/bottega', '/negozio'] }));
    expect(problem).toMatchObject({ path: 'routes[2]', message: 'repeats item 0' });
  });

  it('reports the errors of the alternative a value was meant to be, not every alternative', () => {
    const problems = lintSchema(site({ shop: { holidays: { from: '1 agosto', too: '20 agosto' } } }));
    expect(problems.map((p) => p.message).sort()).toEqual(['missing property `to`', 'unknown property `too`']);
    expect(problems.find((p) => p.message.startsWith('unknown'))?.hint).toBe('did you mean `to`?');
  });

  it('says once that a value fits none of the alternatives', () => {
    const problems = lintSchema(site({ shop: { holidays: 9 } }));
    expect(problems).toEqual([
      expect.objectContaining({ path: 'shop.holidays', message: 'does not match any of the allowed forms' }),
    ]);
  });

  it('reports every problem of a document, not only the first', () => {
    const problems = lintSchema(site({ lang: 'de', colour: 'red', sections: [{ type: 'hero', title: 5 }] }));
    expect(problems.map((p) => p.path)).toEqual(['lang', 'sections[0].title', 'colour']);
  });
});
