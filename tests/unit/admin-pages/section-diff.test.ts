import { describe, expect, it } from 'vitest';
import { describeChange, diffPages } from '../../../src/admin/pages/section-diff.ts';

const hero = { type: 'hero', title: 'Eleganza', image: { src: '/a.webp', alt: '' } };
const story = { type: 'story', id: 'about', title: 'Chi siamo', paragraphs: ['Dal 1950'] };
const services = { type: 'services', id: 'servizi', title: 'Servizi', items: [] };
const footer = { type: 'footer', columns: [], year: 2024 };
const page = (...sections: object[]) => ({ meta: { title: 'Aurea' }, sections });

describe('what changed between two versions', () => {
  it('is everything added for the first version', () => {
    const diff = diffPages(null, page(hero, footer));
    expect(diff.sections.map(describeChange)).toEqual(['Copertina aggiunta', 'Piè di pagina aggiunta']);
    expect(diff.pageChanged).toBe(false);
  });

  it('names sections added, removed and changed by their type, with their anchor', () => {
    const diff = diffPages(page(hero, story, footer), page({ ...hero, title: 'Nuovo' }, services, footer));
    expect(diff.sections.map(describeChange)).toEqual([
      'Copertina modificata',
      'Servizi (#servizi) aggiunta',
      'La nostra storia (#about) rimossa',
    ]);
  });

  it('says which section moved, not every one that shifted', () => {
    const diff = diffPages(page(hero, story, services, footer), page(hero, services, story, footer));
    expect(diff.sections).toHaveLength(1);
    expect(diff.sections[0]?.kind).toBe('spostata');
  });

  it("ignores the order of an object's keys, and notes changes outside the sections", () => {
    const reordered = { image: hero.image, title: hero.title, type: 'hero' };
    expect(diffPages(page(hero), page(reordered)).sections).toEqual([]);
    const retitled = { meta: { title: 'Aurea Gioielli' }, sections: [hero] };
    expect(diffPages(page(hero), retitled)).toEqual({ sections: [], pageChanged: true });
  });

  it('tells sections without an anchor apart by their place among their type', () => {
    const second = { ...hero, title: 'Due' };
    const diff = diffPages(page(hero, footer), page(hero, second, footer));
    expect(diff.sections.map(describeChange)).toEqual(['Copertina aggiunta']);
  });
});
