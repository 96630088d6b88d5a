import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageProblem } from '../../../src/admin/pages/problems.ts';
import { CheckQueue, PAUSE_MS, shownProblems } from '../../../src/admin/pages/server-check.ts';

type Doc = Record<string, unknown>;

/** A check the test answers by hand, in the order it likes. */
function manualChecks() {
  const asked: { document: Doc; signal: AbortSignal; answer: (problems: string[]) => void; fail: () => void }[] = [];
  const answers: { document: Doc; answer: string[] }[] = [];
  const queue = new CheckQueue<Doc, string[]>({
    check: (document, signal) =>
      new Promise((resolve, reject) => {
        asked.push({ document, signal, answer: resolve, fail: () => reject(new Error('offline')) });
      }),
    failed: () => ['failed'],
    onAnswer: (document, answer) => answers.push({ document, answer }),
  });
  return { queue, asked, answers };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('CheckQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks once typing pauses, only for the last document', async () => {
    const { queue, asked, answers } = manualChecks();
    const docs = [{ t: 'a' }, { t: 'ab' }, { t: 'abc' }];
    for (const doc of docs) {
      queue.want(doc);
      await vi.advanceTimersByTimeAsync(PAUSE_MS - 100);
    }
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(asked.map((a) => a.document)).toEqual([docs[2]]);
    asked[0]?.answer(['x']);
    await flush();
    expect(answers).toEqual([{ document: docs[2], answer: ['x'] }]);
  });

  it('asks at once for the page as opened', async () => {
    const { queue, asked } = manualChecks();
    queue.want({ t: 'a' }, true);
    await flush();
    expect(asked).toHaveLength(1);
  });

  it('keeps one check in flight, drops its stale answer, then asks for the newest document', async () => {
    const { queue, asked, answers } = manualChecks();
    const first = { t: 'a' };
    const second = { t: 'ab' };
    queue.want(first, true);
    await flush();
    queue.want(second);
    await vi.advanceTimersByTimeAsync(PAUSE_MS * 3);
    // The pause is over, but the first check still travels: no second request yet.
    expect(asked).toHaveLength(1);
    expect(queue.busy).toBe(true);
    asked[0]?.answer(['stale']);
    await flush();
    expect(answers).toEqual([]);
    expect(asked.map((a) => a.document)).toEqual([first, second]);
    asked[1]?.answer([]);
    await flush();
    expect(answers).toEqual([{ document: second, answer: [] }]);
  });

  it('waits for the pause of a document typed while the check travelled', async () => {
    const { queue, asked } = manualChecks();
    queue.want({ t: 'a' }, true);
    await flush();
    queue.want({ t: 'ab' });
    asked[0]?.answer([]);
    await flush();
    // Typing has not paused yet: nothing asked until it does.
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(PAUSE_MS);
    expect(asked).toHaveLength(2);
  });

  it('answers a failed check with what `failed` says, and aborts the travelling check when closed', async () => {
    const { queue, asked, answers } = manualChecks();
    const doc = { t: 'a' };
    queue.want(doc, true);
    await flush();
    asked[0]?.fail();
    await flush();
    expect(answers).toEqual([{ document: doc, answer: ['failed'] }]);
    queue.want({ t: 'b' }, true);
    await flush();
    queue.close();
    expect(asked[1]?.signal.aborted).toBe(true);
    asked[1]?.answer([]);
    queue.want({ t: 'c' }, true);
    await vi.advanceTimersByTimeAsync(PAUSE_MS);
    expect(answers).toHaveLength(1);
    expect(asked).toHaveLength(2);
  });
});

const problem = (path: string, code: string, message = `${code} at ${path}`): PageProblem => ({
  path,
  code,
  message,
  severity: 'error',
});

describe('shownProblems', () => {
  const checked: Doc = { sections: [{ type: 'hero', title: 'A', actions: [{ label: 'Vai', href: '/non-esiste' }] }] };
  const broken = problem('sections[0].actions[0].href', 'broken-internal-link');
  const emptyTitle = problem('sections[0].title', 'schema', 'Il titolo è vuoto (dal server)');

  it('shows the function’s answer alone when it is about the document on screen', () => {
    const local = [problem('sections[0].title', 'schema', 'Titolo: vuoto (locale)')];
    expect(
      shownProblems({ document: checked, local, server: { document: checked, problems: [broken, emptyTitle] } }),
    ).toEqual([broken, emptyTitle]);
  });

  it('before the answer: the local check, and the function’s findings in fields that have not changed', () => {
    const typedElsewhere = { sections: [{ ...(checked.sections as Doc[])[0], title: 'AB' }] };
    const local = [problem('sections[0].title', 'text-too-long')];
    expect(
      shownProblems({ document: typedElsewhere, local, server: { document: checked, problems: [broken, emptyTitle] } }),
    ).toEqual([...local, broken]);

    const fixed = { sections: [{ type: 'hero', title: 'A', actions: [{ label: 'Vai', href: '/' }] }] };
    expect(shownProblems({ document: fixed, local: [], server: { document: checked, problems: [broken] } })).toEqual(
      [],
    );
  });

  it('adds a save’s refusal once, and shows the local check when nothing has answered yet', () => {
    const local = [problem('sections[0].title', 'schema')];
    expect(
      shownProblems({
        document: checked,
        local: [],
        server: { document: checked, problems: [broken] },
        refused: [broken],
      }),
    ).toEqual([broken]);
    expect(shownProblems({ document: checked, local, server: null })).toEqual(local);
  });
});
