/**
 * The page editor's state as a reducer with named actions: the document being edited, the version
 * it started from (a save names it as its base), the section chosen, what is on its way to the
 * server, and a conflict with a save made elsewhere. Pure, so each step is tested on its own.
 */
import type { PageVersion } from '../../backend/pages.ts';
import type { SectionType } from '../../../schemas/site.ts';
import { moveItem, newSection, removeItem, setAt, type JsonPath } from './form-model.ts';
import type { PageProblem } from './problems.ts';

export type EditorTask = 'save' | 'publish' | 'schedule' | 'restore';

export interface EditorState {
  route: string;
  /** The version the editor started from: the page's newest when it was opened or last saved. */
  base: PageVersion | null;
  document: Record<string, unknown>;
  /** Changes not yet saved as a draft. */
  dirty: boolean;
  selected: number | null;
  task: EditorTask | null;
  /** Another device saved first: what it said, until the owner reloads. */
  conflict: string | null;
  /** What the server refused at the last save (it validates with the same rules, and more context). */
  serverProblems: PageProblem[];
}

export type EditorAction =
  | { type: 'opened'; route: string; base: PageVersion | null }
  | { type: 'edited'; path: JsonPath; value: unknown }
  | { type: 'section-added'; sectionType: SectionType }
  | { type: 'section-removed'; index: number }
  | { type: 'section-moved'; from: number; to: number }
  | { type: 'section-selected'; index: number | null }
  | { type: 'task-started'; task: EditorTask }
  | { type: 'task-ended' }
  | { type: 'saved'; version: PageVersion; sent: Record<string, unknown> }
  | { type: 'refused'; problems: PageProblem[] }
  | { type: 'conflicted'; message: string }
  | { type: 'conflict-closed' };

export function openEditor(route: string, base: PageVersion | null): EditorState {
  return {
    route,
    base,
    document: structuredClone(base?.document ?? {}),
    dirty: false,
    selected: null,
    task: null,
    conflict: null,
    serverProblems: [],
  };
}

const sectionsOf = (document: Record<string, unknown>): unknown[] =>
  Array.isArray(document.sections) ? (document.sections as unknown[]) : [];

function withSections(state: EditorState, sections: unknown[], selected: number | null): EditorState {
  return { ...state, document: { ...state.document, sections }, dirty: true, selected, serverProblems: [] };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'opened':
      return openEditor(action.route, action.base);
    case 'edited':
      return { ...state, document: setAt(state.document, action.path, action.value), dirty: true, serverProblems: [] };
    case 'section-added': {
      const sections = sectionsOf(state.document);
      // A new section goes after the chosen one, else before a closing footer, else last.
      const footer = sections.findIndex((s) => (s as { type?: unknown }).type === 'footer');
      const at = state.selected !== null ? state.selected + 1 : footer === -1 ? sections.length : footer;
      const next = [...sections];
      next.splice(at, 0, newSection(action.sectionType));
      return withSections(state, next, at);
    }
    case 'section-removed': {
      const sections = removeItem(sectionsOf(state.document), action.index);
      const selected =
        state.selected === null || state.selected < action.index
          ? state.selected
          : state.selected === action.index
            ? null
            : state.selected - 1;
      return withSections(state, sections, selected);
    }
    case 'section-moved': {
      const sections = sectionsOf(state.document);
      if (action.to < 0 || action.to >= sections.length) return state;
      return withSections(state, moveItem(sections, action.from, action.to), action.to);
    }
    case 'section-selected':
      return { ...state, selected: action.index };
    case 'task-started':
      return { ...state, task: action.task };
    case 'task-ended':
      return { ...state, task: null };
    case 'saved':
      // What is on screen is what was saved, unless the owner typed on while it travelled.
      return {
        ...state,
        base: action.version,
        dirty: state.document !== action.sent,
        serverProblems: [],
        conflict: null,
      };
    case 'refused':
      return { ...state, serverProblems: action.problems };
    case 'conflicted':
      return { ...state, conflict: action.message };
    case 'conflict-closed':
      return { ...state, conflict: null };
  }
}
