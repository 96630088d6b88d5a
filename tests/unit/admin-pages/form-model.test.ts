import { describe, expect, it } from 'vitest';
import { editorReducer, openEditor } from '../../../src/admin/pages/editor-state.ts';
import {
  addableSectionTypes,
  documentWithDefaults,
  fieldKind,
  formatPath,
  isBrochureDocument,
  moveItem,
  newSection,
  parsePath,
  propertiesOf,
  sectionSchema,
  setAt,
  valueAt,
} from '../../../src/admin/pages/form-model.ts';
import { fieldLabel } from '../../../src/admin/pages/labels.ts';
import { checkPage } from '../../../src/admin/pages/page-checks.ts';
import { indexProblems } from '../../../src/admin/pages/problems.ts';
import type { PageVersion } from '../../../src/backend/pages.ts';

describe('the form generated from a section schema', () => {
  it("gives each of the hero's properties its control, in the schema's order, and hides the type", () => {
    const fields = propertiesOf(sectionSchema('hero'));
    const kinds = Object.fromEntries(fields.map((field) => [field.name, field.kind]));
    expect(fields[0]?.name).toBe('id');
    expect(kinds).toMatchObject({
      title: 'text',
      subtitle: 'long-text',
      image: 'group',
      height: 'choice',
      parallax: 'boolean',
      actions: 'list',
    });
    expect(kinds).not.toHaveProperty('type');
    expect(fields.find((field) => field.name === 'title')?.required).toBe(true);
  });

  it('knows links and pictures by their kind', () => {
    const action = propertiesOf(sectionSchema('hero')).find((field) => field.name === 'actions');
    const actionFields = propertiesOf((action?.schema.items ?? {}) as Record<string, unknown>);
    expect(actionFields.find((field) => field.name === 'href')?.kind).toBe('link');
    const image = propertiesOf(sectionSchema('hero')).find((field) => field.name === 'image');
    expect(fieldKind((image?.schema.properties as Record<string, Record<string, unknown>>).src ?? {})).toBe('picture');
  });

  it('labels fields in Italian', () => {
    expect(fieldLabel('title')).toBe('Titolo');
    expect(fieldLabel('paragraphs')).toBe('Paragrafi');
    expect(fieldLabel('title', 'Titolo grande')).toBe('Titolo grande');
  });

  it('starts a new section from what its schema requires, texts empty', () => {
    expect(newSection('story')).toEqual({ type: 'story', title: '', paragraphs: [''] });
    expect(newSection('team')).toMatchObject({
      type: 'team',
      members: [{ name: '', role: '', image: { src: '', alt: '' } }],
    });
    expect(addableSectionTypes).not.toContain('catalogue');
    expect(addableSectionTypes).not.toContain('policy');
    expect(addableSectionTypes).toContain('hero');
  });

  it("fills the schema's defaults in for the preview without changing the document", () => {
    const document = {
      theme: { palette: {}, fonts: {} },
      sections: [{ type: 'hero', title: 'A', image: { src: '/a.webp', alt: '' } }],
    };
    const filled = documentWithDefaults(document) as {
      sections: Record<string, unknown>[];
      theme: Record<string, unknown>;
    };
    expect(filled.sections[0]).toMatchObject({ height: 'tall', align: 'center', reveal: true, parallax: false });
    expect(filled.theme.radius).toBe('sm');
    expect(document.sections[0]).not.toHaveProperty('height');
  });

  it('reads and writes at a path, copying what it changes', () => {
    const document = { sections: [{ type: 'hero', title: 'A', actions: [{ label: 'x' }] }] };
    const next = setAt(document, ['sections', 0, 'title'], 'B');
    expect(valueAt(next, ['sections', 0, 'title'])).toBe('B');
    expect(document.sections[0]?.title).toBe('A');
    const without = setAt(next, ['sections', 0, 'actions'], undefined);
    expect(without.sections[0]).not.toHaveProperty('actions');
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('writes and reads paths as the validator does', () => {
    expect(formatPath(['sections', 0, 'actions', 1, 'label'])).toBe('sections[0].actions[1].label');
    expect(parsePath('sections[0].actions[1].label')).toEqual(['sections', 0, 'actions', 1, 'label']);
    expect(parsePath('sections[2]["a-b"]')).toEqual(['sections', 2, 'a-b']);
  });

  it('tells brochure pages from the apps', () => {
    expect(isBrochureDocument({ sections: [{ type: 'hero' }, { type: 'footer' }] })).toBe(true);
    expect(isBrochureDocument({ sections: [{ type: 'catalogue' }] })).toBe(false);
    expect(isBrochureDocument(null)).toBe(false);
  });
});

describe('the checks while typing', () => {
  const page = { sections: [{ type: 'hero', title: 'Eleganza', image: { src: '/images/a.webp', alt: '' } }] };

  it('find nothing in a complete hero', () => {
    expect(checkPage(page)).toEqual([]);
  });

  it('explain an emptied title in Italian at its field, on its section', () => {
    const problems = checkPage(setAt(page, ['sections', 0, 'title'], ''));
    expect(problems).toEqual([
      {
        path: 'sections[0].title',
        code: 'schema',
        message: 'Titolo: il testo non può essere vuoto.',
        severity: 'error',
      },
    ]);
    const index = indexProblems(problems);
    expect(index.at('sections[0].title')).toHaveLength(1);
    expect(index.inSection(0)).toHaveLength(1);
    expect(index.errorCount).toBe(1);
  });

  it('want one hero on the page', () => {
    expect(checkPage({ sections: [{ type: 'footer', columns: [], year: 2024 }] }).map((p) => p.code)).toContain(
      'single-h1',
    );
  });
});

describe("the editor's steps", () => {
  const base: PageVersion = {
    id: 'v1',
    page_id: 'p',
    status: 'published',
    publish_at: '2026-11-01T10:00:00Z',
    created_by: null,
    created_at: '2026-11-01T10:00:00Z',
    based_on: null,
    document: { sections: [{ type: 'hero', title: 'A' }, { type: 'story' }, { type: 'footer' }] },
  };

  it('edits, adds before the footer, moves and removes, marking the page unsaved', () => {
    let state = openEditor('/', base);
    expect(state.dirty).toBe(false);
    state = editorReducer(state, { type: 'edited', path: ['sections', 0, 'title'], value: 'B' });
    expect(state.dirty).toBe(true);
    expect(base.document.sections).toEqual([{ type: 'hero', title: 'A' }, { type: 'story' }, { type: 'footer' }]);
    state = editorReducer(state, { type: 'section-added', sectionType: 'services' });
    const types = () => (state.document.sections as { type: string }[]).map((s) => s.type);
    expect(types()).toEqual(['hero', 'story', 'services', 'footer']);
    expect(state.selected).toBe(2);
    state = editorReducer(state, { type: 'section-moved', from: 2, to: 1 });
    expect(types()).toEqual(['hero', 'services', 'story', 'footer']);
    state = editorReducer(state, { type: 'section-removed', index: 1 });
    expect(types()).toEqual(['hero', 'story', 'footer']);
    expect(state.selected).toBeNull();
  });

  it('stays unsaved when the owner typed on while the save travelled', () => {
    let state = editorReducer(openEditor('/', base), { type: 'edited', path: ['sections', 0, 'title'], value: 'B' });
    const sent = state.document;
    state = editorReducer(state, { type: 'edited', path: ['sections', 0, 'title'], value: 'BC' });
    const saved = { ...base, id: 'v2', status: 'draft' as const, publish_at: null, document: sent };
    expect(editorReducer(state, { type: 'saved', version: saved, sent }).dirty).toBe(true);
    expect(editorReducer(state, { type: 'saved', version: saved, sent: state.document }).dirty).toBe(false);
  });
});

describe('the check at every keystroke', () => {
  it('explains an emptied hero title at its field, in Italian, and finds nothing in the home page', async () => {
    const { readFileSync } = await import('node:fs');
    const landing = JSON.parse(readFileSync('sites/landing.json', 'utf8')) as Record<string, unknown>;
    const title = checkPage(setAt(landing, ['sections', 0, 'title'], '')).find(
      (problem) => problem.path === 'sections[0].title',
    );
    expect(title?.severity).toBe('error');
    expect(title?.message).toMatch(/vuoto/);
    expect(checkPage(landing)).toEqual([]);
  });
});
