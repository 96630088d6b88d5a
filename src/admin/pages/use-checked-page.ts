import { useEffect, useMemo, useRef, useState } from 'react';
import { checkPageOnServer, type CheckAnswer } from '../../backend/pages.ts';
import { checkPage } from './page-checks.ts';
import type { PageProblem } from './problems.ts';
import { CheckQueue, shownProblems, type ServerProblems } from './server-check.ts';

type Document = Record<string, unknown>;

export interface CheckedPage {
  /** What to show: the function's answer about this document, else the local check and what still holds. */
  problems: PageProblem[];
  /** Whether the function has not yet answered about the document on screen. */
  pending: boolean;
  /** Why the function's check of the document on screen did not come, when it did not. */
  failure: string | null;
}

/**
 * The page's problems as the owner types: the local check at once, and the `pages` function's
 * (every rule, against the other pages in force) once typing pauses (`server-check.ts`).
 * `refused` is what a save's 422 said about the document on screen.
 */
export function useCheckedPage(document: Document, route: string, refused: readonly PageProblem[]): CheckedPage {
  const local = useMemo(() => checkPage(document), [document]);
  const [server, setServer] = useState<ServerProblems | null>(null);
  const [failed, setFailed] = useState<{ document: Document; message: string } | null>(null);
  const queue = useRef<CheckQueue<Document, CheckAnswer> | null>(null);

  useEffect(() => {
    const checks = new CheckQueue<Document, CheckAnswer>({
      check: (candidate, signal) => checkPageOnServer(route, candidate, signal),
      failed: () => ({ ok: false, message: 'Il server non risponde: controlla la connessione.' }),
      onAnswer: (candidate, answer) => {
        if (answer.ok) setServer({ document: candidate, problems: answer.problems });
        else setFailed({ document: candidate, message: answer.message });
      },
    });
    queue.current = checks;
    return () => {
      checks.close();
      queue.current = null;
    };
  }, [route]);

  // The page as opened is checked at once; every change after it once typing pauses.
  const first = useRef(true);
  useEffect(() => {
    queue.current?.want(document, first.current);
    first.current = false;
  }, [document, route]);

  const problems = useMemo(
    () => shownProblems({ document, local, server, refused }),
    [document, local, server, refused],
  );
  const failure = failed?.document === document ? failed.message : null;
  return { problems, pending: server?.document !== document && failure === null, failure };
}
