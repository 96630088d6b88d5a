/**
 * The page checked by the `pages` function as the owner types: the browser cannot run the shared
 * validator (ajv compiles the site schema into code, and the admin's policy has no `unsafe-eval`),
 * so the function runs it (`validate`) once typing pauses. One request at a time; an answer about a
 * document no longer on screen is dropped. Until the answer comes, the instant local check
 * (`checkPage`) stands in, with what the last answer found in fields that have not changed since.
 */
import { valueAt, parsePath } from './form-model.ts';
import { localCodes } from './page-checks.ts';
import type { PageProblem } from './problems.ts';

/** How long typing pauses before the function is asked. */
export const PAUSE_MS = 400;

interface Timers {
  set: (run: () => void, ms: number) => unknown;
  clear: (timer: unknown) => void;
}

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

export interface CheckQueueOptions<D, R> {
  /** Asks for the check of `document`; `signal` aborts it when the queue closes. */
  check: (document: D, signal: AbortSignal) => Promise<R>;
  /** What a check that threw answered. */
  failed: (error: unknown) => R;
  /** The answer about the document last wanted (never one about an older document). */
  onAnswer: (document: D, answer: R) => void;
  pauseMs?: number;
  timers?: Timers;
}

/**
 * Checks the document last wanted once wanting pauses, one check at a time: a document wanted while
 * a check travels waits for it, and that check's answer, now stale, is dropped.
 */
export class CheckQueue<D, R> {
  private wanted: { document: D } | null = null;
  private timer: unknown = null;
  private inFlight: AbortController | null = null;
  private closed = false;

  constructor(private readonly options: CheckQueueOptions<D, R>) {}

  /** The document on screen: checked once wanting pauses, or at once with `immediately`. */
  want(document: D, immediately = false): void {
    if (this.closed) return;
    this.wanted = { document };
    const timers = this.options.timers ?? realTimers;
    if (this.timer !== null) timers.clear(this.timer);
    this.timer = timers.set(
      () => {
        this.timer = null;
        this.send();
      },
      immediately ? 0 : (this.options.pauseMs ?? PAUSE_MS),
    );
  }

  /** Whether a check travels now. */
  get busy(): boolean {
    return this.inFlight !== null;
  }

  /** No more checks: the one travelling is aborted and its answer dropped. */
  close(): void {
    this.closed = true;
    if (this.timer !== null) (this.options.timers ?? realTimers).clear(this.timer);
    this.timer = null;
    this.inFlight?.abort();
    this.inFlight = null;
  }

  private send(): void {
    if (this.closed || this.inFlight !== null || this.wanted === null) return;
    const { document } = this.wanted;
    const controller = new AbortController();
    this.inFlight = controller;
    let answer: Promise<R>;
    try {
      answer = this.options.check(document, controller.signal);
    } catch (error) {
      answer = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    answer.then(
      (result) => this.settle(controller, document, result),
      (error: unknown) => this.settle(controller, document, this.options.failed(error)),
    );
  }

  private settle(controller: AbortController, document: D, answer: R): void {
    if (this.closed || this.inFlight !== controller) return;
    this.inFlight = null;
    if (this.wanted !== null && this.wanted.document === document) this.options.onAnswer(document, answer);
    // A newer document whose pause is over waited for this check: its turn now.
    else if (this.timer === null) this.send();
  }
}

/** The function's last answer, and the document it is about. */
export interface ServerProblems {
  document: Record<string, unknown>;
  problems: readonly PageProblem[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const keyOf = (problem: PageProblem) => `${problem.path}\u0000${problem.code}\u0000${problem.message}`;

/**
 * The problems to show for the document on screen. The function's answer about this very document
 * is the whole truth (it runs every rule, the schema's included). Before it comes: the local check,
 * and the answer's findings beyond the schema in fields whose value has not changed since (a link
 * to a page that does not exist stays flagged while the owner types elsewhere). `refused` is a
 * save's 422 about this document. Each problem once.
 */
export function shownProblems({
  document,
  local,
  server,
  refused = [],
}: {
  document: Record<string, unknown>;
  local: readonly PageProblem[];
  server: ServerProblems | null;
  refused?: readonly PageProblem[];
}): PageProblem[] {
  let found: readonly PageProblem[];
  if (server?.document === document) found = server.problems;
  else {
    const carried = (server?.problems ?? []).filter(
      (problem) =>
        problem.path !== '' &&
        !localCodes.has(problem.code) &&
        same(valueAt(document, parsePath(problem.path)), valueAt(server?.document, parsePath(problem.path))),
    );
    found = [...local, ...carried];
  }
  const seen = new Set<string>();
  return [...found, ...refused].filter((problem) => {
    const key = keyOf(problem);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
