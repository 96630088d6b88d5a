import { describe, expect, it } from 'vitest';
import { describePath, inside, ownerMessage } from '../../../src/pages/messages.ts';

const page = {
  meta: { title: 'Aurea' },
  sections: [
    { type: 'hero', title: 'Eleganza', actions: [{ label: 'Scopri', href: '/x' }] },
    { type: 'footer', columns: [{ links: [{ label: 'Chi siamo', href: '#about' }] }] },
  ],
};

describe('describePath', () => {
  it('names a field and where it is, as an owner would', () => {
    expect(describePath(['sections', 0, 'title'], page)).toEqual({
      field: 'il titolo',
      place: 'nella sezione 1 «Copertina»',
    });
    expect(describePath(['sections', 1, 'columns', 0, 'links', 0, 'href'], page)).toEqual({
      field: 'il collegamento',
      place: 'nella sezione 2 «Piè di pagina», colonna 1, collegamento 1',
    });
    expect(describePath(['meta', 'title'], page)).toEqual({ field: 'il titolo della pagina', place: '' });
    expect(describePath(['sections', 0], page).field).toBe('la sezione 1 «Copertina»');
    expect(describePath(['sections', 0, 'actions', 0], page).field).toBe('i pulsanti: pulsante 1');
    expect(describePath(['sections', 0, 'stranezza'], page).field).toBe('il campo «stranezza»');
  });

  it('joins `in` to the article', () => {
    expect(inside('il titolo')).toBe('nel titolo');
    expect(inside("l'immagine")).toBe("nell'immagine");
    expect(inside('la sezione 1')).toBe('nella sezione 1');
    expect(inside('i pulsanti')).toBe('nei pulsanti');
    expect(inside('gli elementi')).toBe('negli elementi');
    expect(inside('le sezioni')).toBe('nelle sezioni');
  });
});

describe('ownerMessage', () => {
  const at = ['sections', 0, 'title'] as const;

  it('says each kind of schema error in its own words', () => {
    const say = (kind: string, extra: object = {}, value?: unknown) =>
      ownerMessage({ code: 'schema', path: [...at], detail: { kind, ...extra }, value }, page);
    expect(say('type')).toBe('Il titolo (nella sezione 1 «Copertina») non è del tipo giusto.');
    expect(say('minLength', { limit: 1 })).toBe(
      'Il titolo (nella sezione 1 «Copertina») è vuoto: scrivi il testo o togli il campo.',
    );
    expect(say('enum', { allowed: ['left', 'center'] }, 'top')).toBe(
      'Il titolo (nella sezione 1 «Copertina») non può essere «top»: scegli «left» o «center».',
    );
    expect(say('pattern', { valueKind: 'link' })).toContain('non è un collegamento valido');
    expect(say('maxItems', { limit: 3, actual: 5 })).toBe(
      'Il titolo (nella sezione 1 «Copertina») ne può contenere al massimo 3, ne ha 5.',
    );
    expect(
      ownerMessage({ code: 'schema', path: ['sections', 0], detail: { kind: 'required', property: 'image' } }, page),
    ).toBe("Manca l'immagine nella sezione 1 «Copertina»: è obbligatorio.");
    expect(
      ownerMessage(
        { code: 'schema', path: ['sections', 0, 'titel'], detail: { kind: 'additionalProperties', property: 'titel' } },
        page,
      ),
    ).toBe('Il campo «titel» (nella sezione 1 «Copertina») non è previsto qui: toglilo.');
  });

  it('says every rule’s problem in Italian, with its numbers and the value found', () => {
    expect(ownerMessage({ code: 'text-too-long', path: [...at], detail: { limit: 200, actual: 20_000 } }, page)).toBe(
      'Il titolo (nella sezione 1 «Copertina») è troppo lungo: 20000 caratteri, il massimo è 200.',
    );
    expect(
      ownerMessage({ code: 'unsafe-link', path: ['sections', 0, 'actions', 0, 'href'], value: 'javascript:x' }, page),
    ).toBe(
      'Il collegamento (nella sezione 1 «Copertina», pulsante 1) non è sicuro: ' +
        'i collegamenti javascript:, data: e //indirizzo non sono ammessi.',
    );
    expect(
      ownerMessage({ code: 'title-length', path: ['meta', 'title'], detail: { limit: 60, actual: 75 } }, page),
    ).toBe('Il titolo della pagina è troppo lungo per i risultati di ricerca: 75 caratteri, il massimo è 60.');
  });

  it('has a sentence for every rule the validator runs', async () => {
    const { rules } = await import('../../../scripts/validate/rules/index.ts');
    for (const rule of rules) {
      const message = ownerMessage({ code: rule.meta.code, path: [...at] }, page);
      if (rule.meta.code.startsWith('stale-')) continue;
      // The fallback names no rule: every code has a sentence of its own.
      expect(message, rule.meta.code).not.toBe('Il titolo (nella sezione 1 «Copertina») non è corretto.');
    }
  });
});
