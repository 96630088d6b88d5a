/**
 * Where a page stands, from its versions: the version in force (the latest published one whose
 * time has come, as `public.page_version_in_force` decides), a scheduled one, a draft newer than
 * what is in force. Pure: `now` is passed in.
 */
import type { VersionRow } from '../../backend/pages.ts';

export type PageStateName = 'pubblicata' | 'bozza' | 'programmata';

export interface PageState {
  state: PageStateName;
  /** The earliest publication still ahead, when there is one. */
  scheduledAt: string | null;
}

/** The state of one version, as the history lists it. */
export type VersionStateName = 'in vigore' | 'pubblicata' | 'programmata' | 'bozza';

const at = (iso: string) => Date.parse(iso);

const byCreation = (a: VersionRow, b: VersionRow) =>
  a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);

/** The version in force at `now`: the latest published one whose `publish_at` has passed. */
export function versionInForce<V extends VersionRow>(versions: readonly V[], now: number): V | null {
  let found: V | null = null;
  for (const version of versions) {
    if (version.status !== 'published' || version.publish_at === null || at(version.publish_at) > now) continue;
    if (
      !found ||
      at(version.publish_at) > at(found.publish_at ?? '') ||
      (at(version.publish_at) === at(found.publish_at ?? '') && version.created_at > found.created_at)
    )
      found = version;
  }
  return found;
}

/** The newest version, the one a save must name as its base. */
export function latestVersion<V extends VersionRow>(versions: readonly V[]): V | null {
  return [...versions].sort(byCreation).at(-1) ?? null;
}

/** The published versions whose time is still ahead, soonest first. */
export function scheduledVersions<V extends VersionRow>(versions: readonly V[], now: number): V[] {
  return versions
    .filter((v) => v.status === 'published' && v.publish_at !== null && at(v.publish_at) > now)
    .sort((a, b) => at(a.publish_at ?? '') - at(b.publish_at ?? ''));
}

/**
 * A page's state: "bozza" when its newest version is a draft newer than the version in force,
 * "programmata" when a publication is ahead, "pubblicata" otherwise.
 */
export function pageState(versions: readonly VersionRow[], now: number): PageState {
  const scheduled = scheduledVersions(versions, now)[0] ?? null;
  const scheduledAt = scheduled?.publish_at ?? null;
  const latest = latestVersion(versions);
  const inForce = versionInForce(versions, now);
  if (latest?.status === 'draft' && (!inForce || byCreation(latest, inForce) > 0))
    return { state: 'bozza', scheduledAt };
  if (scheduled) return { state: 'programmata', scheduledAt };
  return { state: 'pubblicata', scheduledAt: null };
}

/** The state of each version in the history. */
export function versionState(version: VersionRow, inForce: VersionRow | null, now: number): VersionStateName {
  if (version.status === 'draft') return 'bozza';
  if (version.id === inForce?.id) return 'in vigore';
  if (version.publish_at !== null && at(version.publish_at) > now) return 'programmata';
  return 'pubblicata';
}

/** Who made a version, as the owner reads it. */
export function authorOf(version: VersionRow, me: string | null): string {
  if (version.created_by === null) return 'Importata';
  return version.created_by === me ? 'Tu' : 'Un altro membro';
}

/** The page's title: `meta.title` of its newest version, else its route. */
export function pageTitle(document: unknown, route: string): string {
  if (typeof document === 'object' && document !== null) {
    const meta = (document as { meta?: { title?: unknown } }).meta;
    if (typeof meta?.title === 'string' && meta.title.trim() !== '') return meta.title;
  }
  return route;
}
