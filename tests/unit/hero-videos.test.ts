/**
 * Every hero video a site plays is shipped in the `hero-videos` bucket's seed files as an MP4 with a
 * WebM sibling, each at most 1.5 MB, and has a poster: the hero's still, which exists in public/.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const bucket = path.join(root, 'supabase/storage/hero-videos');
const maxBytes = 1.5 * 1024 * 1024;

interface HeroUse {
  site: string;
  video: string;
  still: string;
}

function heroVideos(): HeroUse[] {
  const uses: HeroUse[] = [];
  for (const file of readdirSync(path.join(root, 'sites')).filter((f) => f.endsWith('.json'))) {
    const site = JSON.parse(readFileSync(path.join(root, 'sites', file), 'utf8')) as {
      id: string;
      sections: { type: string; image?: { src: string }; video?: { bucket: string; path: string } }[];
    };
    for (const section of site.sections) {
      if (section.type === 'hero' && section.video?.bucket === 'hero-videos')
        uses.push({ site: site.id, video: section.video.path, still: section.image?.src ?? '' });
    }
  }
  return uses;
}

const uses = heroVideos();

/** The first bytes of a file. */
function head(file: string, length: number): Buffer {
  return readFileSync(file).subarray(0, length);
}

describe('hero videos', () => {
  it('are used by the brochure sites', () => {
    expect(uses.length).toBeGreaterThanOrEqual(5);
  });

  it.each(uses.map((u) => [u.site, u] as const))('%s: MP4 and WebM, each ≤ 1.5 MB, with a poster', (_, use) => {
    expect(use.video).toMatch(/\.mp4$/);
    const mp4 = path.join(bucket, use.video);
    const webm = path.join(bucket, use.video.replace(/\.mp4$/, '.webm'));
    for (const file of [mp4, webm]) {
      expect(existsSync(file), `${path.basename(file)} is missing`).toBe(true);
      expect(statSync(file).size, `${path.basename(file)} is over 1.5 MB`).toBeLessThanOrEqual(maxBytes);
    }
    // really an MP4 (an ISO box "ftyp") and really a WebM (an EBML header)
    expect(head(mp4, 8).subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(head(webm, 4).toString('hex')).toBe('1a45dfa3');
    // the poster is the hero's still
    expect(use.still).toMatch(/^\/images\/hero\//);
    expect(existsSync(path.join(root, 'public', use.still)), `${use.still} is missing`).toBe(true);
  });

  it('the bucket holds no video that no site plays', () => {
    const played = new Set(uses.flatMap((u) => [u.video, u.video.replace(/\.mp4$/, '.webm')]));
    expect(readdirSync(bucket).filter((f) => !played.has(f))).toEqual([]);
  });
});
