import { describe, expect, it } from 'vitest';
import { Refusal } from '../../../supabase/functions/pages/answers.ts';
import {
  MAX_BODY_BYTES,
  MAX_DEPTH,
  nestingDepth,
  parseAction,
  readBoundedBody,
} from '../../../supabase/functions/pages/request.ts';
import { nextVersionId } from '../../../supabase/functions/pages/store.ts';

const id = '0b7c6a4e-2f3d-4c1b-9a8e-5d6f7a8b9c0d';
const now = new Date('2026-12-01T10:00:00Z');

function refusal(run: () => unknown): Refusal {
  try {
    run();
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('parseAction', () => {
  it('reads the four actions', () => {
    expect(parseAction(JSON.stringify({ action: 'save', route: '/', document: { id: 'x' }, base: id }), now)).toEqual({
      action: 'save',
      route: '/',
      document: { id: 'x' },
      base: id,
    });
    expect(parseAction(JSON.stringify({ action: 'validate', route: '/', document: { id: 'x' } }), now)).toEqual({
      action: 'validate',
      route: '/',
      document: { id: 'x' },
    });
    expect(parseAction(JSON.stringify({ action: 'publish', version: id }), now)).toEqual({
      action: 'publish',
      version: id,
      at: null,
    });
    expect(parseAction(JSON.stringify({ action: 'publish', version: id, at: '2026-12-02T09:00:00Z' }), now)).toEqual({
      action: 'publish',
      version: id,
      at: new Date('2026-12-02T09:00:00Z'),
    });
    expect(parseAction(JSON.stringify({ action: 'restore', version: id.toUpperCase() }), now)).toEqual({
      action: 'restore',
      version: id,
    });
  });

  it.each([
    ['not JSON', '{ action: save }'],
    ['not an object', '[1, 2]'],
    ['an unknown action', '{"action":"delete"}'],
    ['a route that is not a path', JSON.stringify({ action: 'save', route: 'home', document: {}, base: id })],
    ['a document that is not an object', JSON.stringify({ action: 'save', route: '/', document: '{}', base: id })],
    ['a route to validate that is not a path', JSON.stringify({ action: 'validate', route: 'home', document: {} })],
    ['a document to validate that is missing', JSON.stringify({ action: 'validate', route: '/' })],
    [
      'a document to validate nested 100,000 deep',
      `{"action":"validate","route":"/","document":{"sections":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`,
    ],
    ['a base that is not a version id', JSON.stringify({ action: 'save', route: '/', document: {}, base: 'v1' })],
    ['a time that is not one', JSON.stringify({ action: 'publish', version: id, at: 'domani' })],
    ['a time in the past', JSON.stringify({ action: 'publish', version: id, at: '2026-11-30T10:00:00Z' })],
    [
      'a document nested 100,000 deep',
      `{"action":"save","route":"/","base":null,"document":{"sections":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`,
    ],
  ])('refuses %s with a 400 and an Italian message', (_what, body) => {
    const error = refusal(() => parseAction(body, now));
    expect(error.status).toBe(400);
    expect(error.code).toBe('bad_request');
    expect(error.message).toMatch(/^(La|Il) /);
  });
});

describe('readBoundedBody', () => {
  it('reads a body within the limit', async () => {
    const request = new Request('http://x/', { method: 'POST', body: 'ciao' });
    expect(await readBoundedBody(request)).toBe('ciao');
  });

  it('refuses a body past 256 KB before reading it, by its declared length', async () => {
    const request = new Request('http://x/', {
      method: 'POST',
      body: 'x',
      headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
    });
    await expect(readBoundedBody(request)).rejects.toMatchObject({ status: 413, code: 'too_large' });
  });

  it('stops reading a streamed body once it passes the limit', async () => {
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
        if (sent > 10 * MAX_BODY_BYTES) controller.close();
      },
    });
    const request = new Request('http://x/', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    await expect(readBoundedBody(request)).rejects.toMatchObject({ status: 413 });
    expect(sent).toBeLessThan(2 * MAX_BODY_BYTES);
  });
});

describe('nextVersionId', () => {
  it('gives every save from one base the same id, a UUID the database takes, and another base another', async () => {
    const next = await nextVersionId(id);
    expect(next).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await nextVersionId(id)).toBe(next);
    expect(await nextVersionId('1b7c6a4e-2f3d-4c1b-9a8e-5d6f7a8b9c0d')).not.toBe(next);
  });
});

describe('nestingDepth', () => {
  it('counts objects and arrays, not values', () => {
    expect(nestingDepth('x')).toBe(0);
    expect(nestingDepth({ a: 1 })).toBe(1);
    expect(nestingDepth({ sections: [{ items: [{ title: 'x' }] }] })).toBe(5);
    expect(nestingDepth(JSON.parse(`${'['.repeat(MAX_DEPTH + 1)}${']'.repeat(MAX_DEPTH + 1)}`))).toBe(MAX_DEPTH + 1);
  });
});
