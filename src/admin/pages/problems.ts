/**
 * The problems of a page as the editor shows them: at the field their path names, on the section
 * that holds them, and whether any error blocks publishing. The problems come from the page
 * validator (`src/pages/validate-page.ts`), the same code the `pages` function runs.
 */
import { parsePath } from './form-model.ts';

/** One problem in a page, at the validator's JSON path (`sections[0].title`), in Italian. */
export interface PageProblem {
  path: string;
  code: string;
  message: string;
  severity: 'error' | 'warning';
}

/** A page's problems read by where they are. */
export interface ProblemIndex {
  /** Problems at exactly this path. */
  at: (path: string) => PageProblem[];
  /** Errors anywhere in section `index`. */
  inSection: (index: number) => PageProblem[];
  /** Problems outside the sections (the page's title, description, shop). */
  page: PageProblem[];
  errorCount: number;
}

/** The index of the section a path lies in, or null outside the sections. */
export function sectionIndexOf(path: string): number | null {
  const [first, second] = parsePath(path);
  return first === 'sections' && typeof second === 'number' ? second : null;
}

export function indexProblems(problems: readonly PageProblem[]): ProblemIndex {
  const byPath = new Map<string, PageProblem[]>();
  const bySection = new Map<number, PageProblem[]>();
  const page: PageProblem[] = [];
  for (const problem of problems) {
    byPath.set(problem.path, [...(byPath.get(problem.path) ?? []), problem]);
    const section = sectionIndexOf(problem.path);
    if (section === null) page.push(problem);
    else if (problem.severity === 'error') bySection.set(section, [...(bySection.get(section) ?? []), problem]);
  }
  return {
    at: (path) => byPath.get(path) ?? [],
    inSection: (index) => bySection.get(index) ?? [],
    page,
    errorCount: problems.filter((problem) => problem.severity === 'error').length,
  };
}

/** "1 errore", "3 errori". */
export const errorWords = (count: number) => (count === 1 ? '1 errore' : `${String(count)} errori`);
