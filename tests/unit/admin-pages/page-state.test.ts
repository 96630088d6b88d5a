import { describe, expect, it } from 'vitest';
import type { VersionRow } from '../../../src/backend/pages.ts';
import {
  authorOf,
  latestVersion,
  pageState,
  pageTitle,
  versionInForce,
  versionState,
} from '../../../src/admin/pages/page-state.ts';

const now = Date.parse('2026-12-01T12:00:00Z');

function version(
  id: string,
  created: string,
  status: 'draft' | 'published',
  publishAt: string | null = null,
): VersionRow {
  return {
    id,
    page_id: 'p',
    status,
    publish_at: publishAt,
    created_by: null,
    created_at: created,
    based_on: null,
  };
}

const imported = version('v1', '2026-11-01T10:00:00Z', 'published', '2026-11-01T10:00:00Z');

describe('the state of a page', () => {
  it('is pubblicata when its newest version is in force', () => {
    expect(pageState([imported], now)).toEqual({ state: 'pubblicata', scheduledAt: null });
  });

  it('is bozza with a draft newer than the version in force', () => {
    const draft = version('v2', '2026-11-20T10:00:00Z', 'draft');
    expect(pageState([imported, draft], now)).toEqual({ state: 'bozza', scheduledAt: null });
  });

  it('is programmata with a publication ahead, and says when', () => {
    const ahead = version('v2', '2026-11-20T10:00:00Z', 'published', '2026-12-24T08:00:00Z');
    expect(pageState([imported, ahead], now)).toEqual({ state: 'programmata', scheduledAt: '2026-12-24T08:00:00Z' });
    expect(versionInForce([imported, ahead], now)?.id).toBe('v1');
  });

  it('is bozza over a scheduled one when a draft came after it, keeping the date', () => {
    const ahead = version('v2', '2026-11-20T10:00:00Z', 'published', '2026-12-24T08:00:00Z');
    const draft = version('v3', '2026-11-21T10:00:00Z', 'draft');
    expect(pageState([imported, ahead, draft], now)).toEqual({ state: 'bozza', scheduledAt: '2026-12-24T08:00:00Z' });
  });

  it('takes the latest publication whose time has come as in force, and the newest as the base', () => {
    const later = version('v2', '2026-11-10T10:00:00Z', 'published', '2026-11-10T10:00:00Z');
    const draft = version('v3', '2026-11-21T10:00:00Z', 'draft');
    const versions = [draft, imported, later];
    expect(versionInForce(versions, now)?.id).toBe('v2');
    expect(latestVersion(versions)?.id).toBe('v3');
    expect(versionState(imported, later, now)).toBe('pubblicata');
    expect(versionState(later, later, now)).toBe('in vigore');
    expect(versionState(draft, later, now)).toBe('bozza');
  });

  it("names each version's author from the caller's point of view", () => {
    expect(authorOf(imported, 'me')).toBe('Importata');
    expect(authorOf({ ...imported, created_by: 'me' }, 'me')).toBe('Tu');
    expect(authorOf({ ...imported, created_by: 'other' }, 'me')).toBe('Un altro membro');
  });

  it('is titled by meta.title, else its route', () => {
    expect(pageTitle({ meta: { title: 'Aurea Gioielli' } }, '/')).toBe('Aurea Gioielli');
    expect(pageTitle({ meta: { title: ' ' } }, '/civico8')).toBe('/civico8');
    expect(pageTitle(undefined, '/civico8')).toBe('/civico8');
  });
});
