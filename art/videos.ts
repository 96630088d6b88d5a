/**
 * Hero videos for the public `hero-videos` bucket, each made from its own hero's still: the SVG
 * the page shows is rasterised by Chromium at twice its size, then ffmpeg moves a window slowly
 * across it (a pan with a gentle push in and back), downscaled to the video's size, so every frame
 * is as sharp as the still. Every motion is a whole number of periods over the clip, so the last
 * frame flows into the first and the loop has no seam. Each clip is written as H.264 MP4 and VP9
 * WebM, no audio, each at most 1.5 MB (the quality steps down until it fits).
 *
 * Which still a video shows is read from `sites/`: the hero sections that name a `hero-videos` file.
 * Run: npx tsx art/videos.ts [video-name...]   (needs ffmpeg and Chromium)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'supabase', 'storage', 'hero-videos');
const tmp = join(process.env.TMPDIR ?? '/tmp', 'boutique-videos');
export const maxBytes = 1.5 * 1024 * 1024;

const seconds = 10;
const fps = 24;
/** Videos shot upright, as a phone would: 720×1280 instead of 1280×720. */
const portrait = new Set(['VID_20240612_phone.mp4']);

interface Clip {
  /** File name in the bucket (the MP4); the WebM sibling has the same stem. */
  video: string;
  /** The hero's still under public/, e.g. /images/hero/perfume.svg. */
  still: string;
  /** The still's focal point, as the page's `object-position` ("70% 50%"). */
  position: string;
}

/** Every hero video the sites use, with the still it is made from. One video, one still. */
export function clips(): Clip[] {
  const found = new Map<string, Clip>();
  for (const file of readdirSync(join(root, 'sites')).filter((f) => f.endsWith('.json'))) {
    const site = JSON.parse(readFileSync(join(root, 'sites', file), 'utf8')) as {
      sections: {
        type: string;
        image?: { src: string; position?: string };
        video?: { bucket: string; path: string };
      }[];
    };
    for (const s of site.sections) {
      if (s.type !== 'hero' || !s.video || s.video.bucket !== 'hero-videos' || !s.image) continue;
      const clip = { video: s.video.path, still: s.image.src, position: s.image.position ?? '50% 50%' };
      const seen = found.get(clip.video);
      if (seen && seen.still !== clip.still)
        throw new Error(`${clip.video} is the hero video of both ${seen.still} and ${clip.still}`);
      found.set(clip.video, seen ?? clip);
    }
  }
  return [...found.values()].sort((a, b) => a.video.localeCompare(b.video));
}

/** The still at 3200×2000 (twice the SVG's 1600×1000), rendered by Chromium. */
async function rasterise(stills: string[]): Promise<Map<string, string>> {
  mkdirSync(tmp, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 }, deviceScaleFactor: 2 });
  const files = new Map<string, string>();
  for (const still of stills) {
    const svg = readFileSync(join(root, 'public', still));
    const png = join(tmp, still.replaceAll('/', '_').replace(/\.svg$/, '.png'));
    await page.setContent(
      `<body style="margin:0"><img style="display:block;width:1600px;height:1000px" ` +
        `src="data:image/svg+xml;base64,${svg.toString('base64')}"></body>`,
    );
    await page.waitForLoadState('load');
    await page.screenshot({ path: png, clip: { x: 0, y: 0, width: 1600, height: 1000 } });
    files.set(still, png);
  }
  await browser.close();
  return files;
}

/**
 * The filter graph: the 3200×2000 still is pushed in by up to `zoom` and back (one period), and
 * a window of the output's shape drifts round a small ellipse about the focal point (one period),
 * then is scaled to the output size with Lanczos. ffmpeg crops on whole pixels of the 2× still,
 * which is under half a pixel of the output: no visible judder.
 */
function filters(clip: Clip, width: number, height: number): string {
  const [px = 50, py = 50] = clip.position.split(/\s+/).map((v) => Number.parseFloat(v));
  const zoom = 0.06;
  const z = `(1+${zoom}*(1-cos(2*PI*t/${seconds}))/2)`;
  // the largest window of the output's shape the unzoomed still holds, less a margin for the drift
  const fit = Math.min(3200 / width, 2000 / height) * 0.94;
  const w = Math.round((width * fit) / 2) * 2;
  const h = Math.round((height * fit) / 2) * 2;
  const driftX = Math.round((3200 - w) * 0.35);
  const driftY = Math.round((2000 - h) * 0.35);
  // centre on the focal point as far as the zoomed still allows, drifting round it
  const x = `clip((iw-${w})*${px / 100}+${driftX}*sin(2*PI*t/${seconds}),0,iw-${w})`;
  const y = `clip((ih-${h})*${py / 100}+${driftY}*sin(4*PI*t/${seconds}),0,ih-${h})`;
  return [
    `scale=w='trunc(3200*${z}/2)*2':h='trunc(2000*${z}/2)*2':eval=frame:flags=bicubic`,
    `crop=${w}:${h}:'${x}':'${y}'`,
    `scale=${width}:${height}:flags=lanczos`,
    'format=yuv420p',
  ].join(',');
}

function encode(clip: Clip, png: string): void {
  const [width, height] = portrait.has(clip.video) ? [720, 1280] : [1280, 720];
  const input = ['-loop', '1', '-framerate', String(fps), '-t', String(seconds), '-i', png];
  const vf = ['-vf', filters(clip, width, height)];
  const mp4 = join(out, clip.video);
  const webm = join(out, clip.video.replace(/\.mp4$/, '.webm'));
  const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-y', '-v', 'error', ...args], { stdio: 'inherit' });
  for (const crf of [20, 23, 26, 29, 32]) {
    ffmpeg([
      ...input,
      ...vf,
      ...['-an', '-c:v', 'libx264', '-preset', 'medium', '-profile:v', 'high', '-crf', String(crf)],
      ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart', mp4],
    ]);
    if (statSync(mp4).size <= maxBytes) break;
  }
  for (const crf of [33, 37, 41, 45]) {
    ffmpeg([
      ...input,
      ...vf,
      ...['-an', '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(crf), '-row-mt', '1'],
      ...['-deadline', 'good', '-cpu-used', '4', '-pix_fmt', 'yuv420p', webm],
    ]);
    if (statSync(webm).size <= maxBytes) break;
  }
  for (const f of [mp4, webm]) console.log(`${(statSync(f).size / 1024).toFixed(0).padStart(6)} KB  ${f}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const only = process.argv.slice(2);
  const todo = clips().filter((c) => !only.length || only.some((o) => c.video.includes(o)));
  mkdirSync(out, { recursive: true });
  const pngs = await rasterise([...new Set(todo.map((c) => c.still))]);
  for (const clip of todo) {
    const png = pngs.get(clip.still);
    if (png) encode(clip, png);
  }
}
