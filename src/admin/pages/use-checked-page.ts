import { useEffect, useState } from 'react';
import type { ShopPage } from '../../backend/pages.ts';
import type { OtherPage } from '../../pages/validate-page.ts';
import { pageProblems } from './page-checks.ts';
import { latestVersion, versionInForce } from './page-state.ts';
import type { PageProblem } from './problems.ts';

/** How long typing pauses before the page is checked: the whole validator takes about a tenth of a second. */
const PAUSE_MS = 200;

/** The other pages as visitors see them (the version in force, else the newest), to check against. */
export function othersInForce(pages: readonly ShopPage[], pageId: string): OtherPage[] {
  const now = Date.now();
  return pages.flatMap((page) => {
    if (page.id === pageId) return [];
    const shown = versionInForce(page.versions, now) ?? latestVersion(page.versions);
    return shown ? [{ route: page.route, document: shown.document }] : [];
  });
}

/**
 * The page's problems, checked again once typing pauses; `document` says which document they are
 * of, so the caller knows when they are behind what is on screen.
 */
export function useCheckedPage(
  document: Record<string, unknown>,
  route: string,
  others: readonly OtherPage[],
  current: unknown,
): { document: Record<string, unknown> | null; problems: PageProblem[] } {
  const [checked, setChecked] = useState<{ document: Record<string, unknown> | null; problems: PageProblem[] }>({
    document: null,
    problems: [],
  });
  useEffect(() => {
    const timer = setTimeout(
      () => setChecked({ document, problems: pageProblems({ document, route, others, current }) }),
      checked.document === null ? 0 : PAUSE_MS,
    );
    return () => clearTimeout(timer);
    // `checked` only picks the first pause; checking again when it changes would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [document, route, others, current]);
  return checked;
}
