import { describe, expect, it } from 'vitest';
import { hashPassword, HashQueue, verifyPassword } from '../../../server/auth/password.ts';

/** A task the test finishes by hand, recording when it started. */
function gate(log: string[], name: string) {
  let open: () => void = () => undefined;
  const task = () =>
    new Promise<string>((resolve) => {
      log.push(`start ${name}`);
      open = () => resolve(name);
    });
  return { task, finish: () => open() };
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the password hashing queue', () => {
  it('runs no more hashes at once than its concurrency', async () => {
    const queue = new HashQueue(2, { first: 10, others: 10 });
    const log: string[] = [];
    const gates = ['a', 'b', 'c', 'd'].map((name) => gate(log, name));
    const done = gates.map((g) => queue.run(g.task));
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    expect(queue.load).toEqual({ waiting: 2, running: 2 });
    gates[0]?.finish();
    await tick();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    gates[1]?.finish();
    await tick();
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
    gates[2]?.finish();
    gates[3]?.finish();
    expect(await Promise.all(done)).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.load).toEqual({ waiting: 0, running: 0 });
  });

  it('refuses a place when its lane is full, and gives places back when cancelled', () => {
    const queue = new HashQueue(1, { first: 2, others: 1 });
    const places = [queue.reserve('others'), queue.reserve('others')];
    expect(places[0]).not.toBeNull();
    expect(places[1]).toBeNull();
    expect(queue.reserve('first')).not.toBeNull();
    expect(queue.reserve('first')).not.toBeNull();
    expect(queue.reserve('first')).toBeNull();
    places[0]?.cancel();
    places[0]?.cancel();
    expect(queue.reserve('others')).not.toBeNull();
    expect(queue.reserve('others')).toBeNull();
  });

  it('serves the first lane before the others, whatever the order of arrival', async () => {
    const queue = new HashQueue(1, { first: 10, others: 10 });
    const log: string[] = [];
    const busy = gate(log, 'busy');
    const running = queue.run(busy.task);
    const late = ['x', 'y'].map((name) => {
      const g = gate(log, name);
      return { g, done: queue.reserve('others')?.run(g.task) ?? Promise.reject(new Error('no place')) };
    });
    const clean = gate(log, 'clean');
    const first = queue.reserve('first')?.run(clean.task);
    await tick();
    busy.finish();
    await running;
    await tick();
    expect(log).toEqual(['start busy', 'start clean']);
    clean.finish();
    await first;
    await tick();
    expect(log.at(-1)).toBe('start x');
    late[0]?.g.finish();
    await tick();
    expect(log.at(-1)).toBe('start y');
    late[1]?.g.finish();
    await Promise.all(late.map(({ done }) => done));
  });

  it('frees the hasher when a hash fails', async () => {
    const queue = new HashQueue(1, { first: 10, others: 10 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(() => Promise.resolve('next'))).toBe('next');
    expect(queue.load).toEqual({ waiting: 0, running: 0 });
  });

  it('checks a password against its stored hash, in a reserved place', async () => {
    const queue = new HashQueue(1, { first: 1, others: 1 });
    const stored = await hashPassword('Gioielli-2024!');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    const right = queue.reserve('others');
    expect(right && (await verifyPassword('Gioielli-2024!', stored, right))).toBe(true);
    const wrong = queue.reserve('others');
    expect(wrong && (await verifyPassword('sbagliata', stored, wrong))).toBe(false);
    expect(queue.load).toEqual({ waiting: 0, running: 0 });
  });

  it('answers false, after a dummy hash, for no hash or one that costs more than allowed', async () => {
    expect(await verifyPassword('qualsiasi', null)).toBe(false);
    expect(await verifyPassword('qualsiasi', 'bcrypt$2a$10$abc')).toBe(false);
    expect(await verifyPassword('qualsiasi', 'scrypt$1048576$8$1$c2FsZQ$aGFzaA')).toBe(false);
    expect(await verifyPassword('qualsiasi', 'scrypt$1000$8$1$c2FsZQ$aGFzaA')).toBe(false);
  });
});
