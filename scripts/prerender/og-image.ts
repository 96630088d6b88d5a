/**
 * The picture a shared link shows (Open Graph and Twitter cards): the shop's own art, cover-cropped to
 * 1200×630, with its name and a short line on a dark band in its theme colours and fonts.
 *
 *   tsx scripts/prerender/og-image.ts [--out dist/og] [sites/x.json ...]
 *
 * writes `<out>/<site id>.jpg` for the given documents, or for every document in `sites/`.
 *
 * Link previewers reject SVG, and the art is SVG with blur and grain filters: resvg rasterises it
 * (no browser at build time). Grain makes a PNG of ~1 MB where a JPEG is ~100 KB, so the picture is
 * a JPEG. The text is drawn as outlines in the site's own fonts: the bundled fonts are variable WOFF2
 * files, which resvg cannot load, so they are unpacked to TrueType (wawoff2), set at the wanted
 * weight and laid out with kerning by fontkit. Everything is read from disk; nothing is fetched.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { renderAsync, Resvg } from '@resvg/resvg-js';
import { create as openFont, type Font } from 'fontkit';
import { encode as encodeJpeg } from 'jpeg-js';
import { decompress as unpackWoff2 } from 'wawoff2';
import type { SiteDocument } from '../../schemas/site.ts';
import { sectionSharePictures } from '../../src/sections/traits.ts';
import { shareCard } from '../../src/site/head-tags.ts';
import { fontPackages } from './fonts.ts';

/** What every share picture is: the size Facebook, WhatsApp and X ask for, as a JPEG. */
export const ogImageFormat = shareCard;

/** The file name of a site's share picture inside the output folder. */
export const ogImageFile = (siteId: string) => `${siteId}.${ogImageFormat.extension}`;

/** Picture files resvg can read, by extension: it has no WebP or AVIF decoder. */
export const sharePictureTypes: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

/** What the picture needs of a site document; a whole `SiteDocument` fits. */
export type OgImageSite = Pick<SiteDocument, 'id' | 'meta' | 'theme' | 'shop' | 'sections'>;

export interface OgImageOptions {
  /** The folder that document paths such as `/images/hero/x.svg` start from. */
  publicDir: string;
}

const { width: W, height: H } = ogImageFormat;
/** Previewers that crop to a square keep the middle, so the text is centred with wide margins. */
const TEXT_WIDTH = W - 2 * 80;
const BOTTOM_MARGIN = 60;
const RULE = { width: 80, height: 2, gap: 26 };
const JPEG_QUALITY = 86;

// The source picture ---------------------------------------------------------------------------

interface SharePicture {
  src: string;
  /** CSS object-position as fractions: which part of the art a crop keeps. */
  focus: { x: number; y: number };
}

function focusOf(position: string | undefined): SharePicture['focus'] {
  // The schema's pattern: two percentages, e.g. "70% 50%"; the centre otherwise, as CSS has it.
  const [x = '50', y = '50'] = /^(\d{1,3})% (\d{1,3})%$/.exec(position ?? '')?.slice(1) ?? [];
  return { x: Number(x) / 100, y: Number(y) / 100 };
}

/**
 * `meta.image` if the document names one, else the first picture a section offers for it
 * (`head.sharePicture`: a hero's image); the section's framing is kept.
 */
export function sharePicture(site: OgImageSite): SharePicture | undefined {
  const offered = sectionSharePictures(site.sections);
  const src = site.meta.image ?? offered[0]?.src;
  if (src === undefined) return undefined;
  return { src, focus: focusOf(offered.find((picture) => picture.src === src)?.position) };
}

interface CoverArt {
  /** The art scaled to cover the card: one side exactly the card's, the other as long or longer. */
  png: Buffer;
  width: number;
  height: number;
}

/** Renders of the art by path: the filters cost ~1 s a picture, and several sites share one. */
type ArtCache = Map<string, Promise<CoverArt>>;

const noSystemFonts = { font: { loadSystemFonts: false } };
const svgDocument = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;

async function renderCoverArt(publicDir: string, src: string): Promise<CoverArt> {
  const root = path.resolve(publicDir);
  const file = path.resolve(root, `.${src}`);
  if (!file.startsWith(root + path.sep)) throw new Error(`${src}: not a file of the public folder`);
  const type = sharePictureTypes[path.extname(file).slice(1).toLowerCase()];
  if (type === undefined) {
    throw new Error(`${src}: a share picture must be one of ${Object.keys(sharePictureTypes).join(', ')}`);
  }
  const href = `data:${type};base64,${(await readFile(file)).toString('base64')}`;
  // An <image> without a size takes the picture's own, for SVG and raster files alike.
  const own = new Resvg(`<svg xmlns="http://www.w3.org/2000/svg"><image href="${href}"/></svg>`);
  const scale = Math.max(W / own.width, H / own.height);
  const width = Math.max(W, Math.round(own.width * scale));
  const height = Math.max(H, Math.round(own.height * scale));
  const body = `<image href="${href}" width="${width}" height="${height}" preserveAspectRatio="none"/>`;
  const rendered = await renderAsync(svgDocument(width, height, body), noSystemFonts);
  return { png: rendered.asPng(), width, height };
}

function coverArt(cache: ArtCache, publicDir: string, src: string): Promise<CoverArt> {
  let art = cache.get(src);
  if (!art) {
    art = renderCoverArt(publicDir, src);
    cache.set(src, art);
  }
  return art;
}

// Type --------------------------------------------------------------------------------------------

/** The fontsource package of each bundled family: the files the pages themselves load. */
type FontFamily = keyof typeof fontPackages;

/** Tried in order for each character; `latin` covers Italian and English. */
const fontSubsets = ['latin', 'latin-ext'] as const;

const requireFile = createRequire(import.meta.url);
const fonts = new Map<string, Promise<Font>>();

/** One subset of a bundled family at one weight. The font files never change: kept for the process. */
function loadFont(family: FontFamily, subset: (typeof fontSubsets)[number], weight: number): Promise<Font> {
  const key = `${family}-${subset}-${weight}`;
  let font = fonts.get(key);
  if (!font) {
    const pkg = fontPackages[family];
    const file = requireFile.resolve(`@fontsource-variable/${pkg}/files/${pkg}-${subset}-wght-normal.woff2`);
    font = readFile(file)
      .then((woff2) => unpackWoff2(woff2))
      .then((ttf) => {
        const opened = openFont(Buffer.from(ttf));
        if ('fonts' in opened) throw new Error(`${file}: a font collection`);
        return opened.getVariation({ wght: weight });
      });
    fonts.set(key, font);
  }
  return font;
}

/** The fonts to set a text in: the first subset, and the next ones only for characters it lacks. */
async function typeface(family: FontFamily, weight: number, text: string): Promise<Font[]> {
  const loaded: Font[] = [];
  for (const subset of fontSubsets) {
    const font = await loadFont(family, subset, weight);
    loaded.push(font);
    if (codePoints(text).every((code) => loaded.some((f) => f.hasGlyphForCodePoint(code)))) break;
  }
  return loaded;
}

const codePoints = (text: string) => Array.from(text, (char) => char.codePointAt(0) ?? 0);

/** Consecutive characters set in the same font (the first that has them). */
function fontRuns(text: string, faces: readonly Font[]): { font: Font; text: string }[] {
  const runs: { font: Font; text: string }[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const font = faces.find((f) => f.hasGlyphForCodePoint(code)) ?? faces[0];
    if (!font) throw new Error('no font to set the text in');
    const last = runs.at(-1);
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

/** The advance of a text in em, kerning included. */
const emWidth = (text: string, faces: readonly Font[]) =>
  fontRuns(text, faces).reduce((sum, run) => sum + run.font.layout(run.text).advanceWidth / run.font.unitsPerEm, 0);

/** A line as SVG outlines starting at x = 0 on the baseline y = 0, and its width in pixels. */
function outlineLine(text: string, faces: readonly Font[], size: number): { svg: string; width: number } {
  let x = 0;
  let svg = '';
  for (const run of fontRuns(text, faces)) {
    const scale = size / run.font.unitsPerEm;
    const { glyphs, positions } = run.font.layout(run.text);
    let pen = 0;
    let outline = '';
    glyphs.forEach((glyph, i) => {
      const { xAdvance = 0, xOffset = 0, yOffset = 0 } = positions[i] ?? {};
      outline += glyph.path.translate(pen + xOffset, yOffset).toSVG();
      pen += xAdvance;
    });
    if (outline) svg += `<path transform="translate(${round(x)} 0) scale(${scale} ${-scale})" d="${outline}"/>`;
    x += pen * scale;
  }
  return { svg, width: x };
}

const round = (n: number) => Math.round(n * 100) / 100;

// Setting the text -------------------------------------------------------------------------------

interface Word {
  text: string;
  width: number;
}

/** Fills each line as far as `measure` allows; widths in em. */
function fillLines(words: readonly Word[], space: number, measure: number): Word[][] {
  const lines: Word[][] = [];
  let line: Word[] = [];
  let width = 0;
  for (const word of words) {
    if (line.length > 0 && width + space + word.width > measure) {
      lines.push(line);
      line = [];
    }
    width = line.length === 0 ? word.width : width + space + word.width;
    line.push(word);
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

const lineText = (line: readonly Word[]) => line.map((word) => word.text).join(' ');
const lineWidth = (line: readonly Word[], space: number) =>
  line.reduce((sum, word) => sum + word.width, 0) + space * (line.length - 1);

/**
 * At most `maxLines` lines no wider than `measure`, as even as possible (like CSS `text-wrap:
 * balance`): the narrowest measure that needs no more lines than the full one. Undefined if the
 * text does not fit.
 */
function balancedLines(words: readonly Word[], space: number, measure: number, maxLines: number) {
  const full = fillLines(words, space, measure);
  if (full.length > maxLines || full.some((line) => lineWidth(line, space) > measure)) return undefined;
  let low = Math.max(...words.map((word) => word.width));
  let high = measure;
  while (high - low > 0.01) {
    const middle = (low + high) / 2;
    if (fillLines(words, space, middle).length <= full.length) high = middle;
    else low = middle;
  }
  return fillLines(words, space, high).map(lineText);
}

/** The last line shortened with an ellipsis until it fits. */
function truncated(words: readonly Word[], space: number, measure: number, maxLines: number, faces: Font[]) {
  const lines = fillLines(words, space, measure).slice(0, maxLines).map(lineText);
  let last = `${lines.pop() ?? ''}…`;
  while (last.length > 1 && emWidth(last, faces) > measure) last = `${last.slice(0, -2).trimEnd()}…`;
  return [...lines, last];
}

interface SetText {
  lines: string[];
  size: number;
}

/** Ways to set a text, best first: the sizes to try, large to small, on at most so many lines. */
type Setting = readonly { sizes: readonly number[]; maxLines: number }[];

/**
 * The largest size at which the text fits, trying each way in turn (one line at any of its sizes
 * before two lines); past the last, its smallest size with the end cut off.
 */
function setText(text: string, faces: Font[], ways: Setting): SetText {
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({ text: word, width: emWidth(word, faces) }));
  const space = emWidth(' ', faces);
  for (const { sizes, maxLines } of ways) {
    for (const size of sizes) {
      const lines = balancedLines(words, space, TEXT_WIDTH / size, maxLines);
      if (lines) return { lines, size };
    }
  }
  const last = ways.at(-1);
  const size = last?.sizes.at(-1) ?? 16;
  return { lines: truncated(words, space, TEXT_WIDTH / size, last?.maxLines ?? 1, faces), size };
}

const sizes = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((from - to) / step) + 1 }, (_, i) => from - i * step);

/** The name as large as one line allows, then on two lines; the short line likewise, smaller. */
const nameSetting: Setting = [
  { sizes: sizes(88, 60, 4), maxLines: 1 },
  { sizes: sizes(64, 44, 4), maxLines: 2 },
];
const lineSetting: Setting = [
  { sizes: sizes(34, 30, 2), maxLines: 1 },
  { sizes: sizes(32, 26, 2), maxLines: 2 },
];

interface TextBlock extends SetText {
  faces: Font[];
  lineHeight: number;
}

async function textBlock(
  text: string,
  font: { family: FontFamily; weight: number; leading: number },
  ways: Setting,
): Promise<TextBlock> {
  const faces = await typeface(font.family, font.weight, text);
  const set = setText(text, faces, ways);
  return { ...set, faces, lineHeight: set.size * font.leading };
}

const blockHeight = (block: TextBlock) => block.lines.length * block.lineHeight;

/** Each line centred; the cap height sits in the middle of its line box. */
function drawBlock(block: TextBlock, top: number, opacity: number): string {
  const [first] = block.faces;
  const capHeight = first ? first.capHeight / first.unitsPerEm : 0.7;
  const lines = block.lines.map((text, i) => {
    const { svg, width } = outlineLine(text, block.faces, block.size);
    const baseline = top + i * block.lineHeight + (block.lineHeight + capHeight * block.size) / 2;
    return `<g transform="translate(${round((W - width) / 2)} ${round(baseline)})">${svg}</g>`;
  });
  return `<g fill-opacity="${opacity}">${lines.join('')}</g>`;
}

/**
 * The shop's name, then a short rule and its tagline (or the page title), as the hero sets them.
 * `top` places the block from its height: centred on a plain card, above the bottom margin on art.
 */
async function drawText(site: OgImageSite, ink: string, top: (height: number) => number) {
  const { fonts } = site.theme;
  const { name } = site.shop;
  const line = site.shop.tagline ?? site.meta.title;
  const nameBlock = await textBlock(name, { family: fonts.display, weight: 500, leading: 1.12 }, nameSetting);
  const lineBlock =
    line === name ? undefined : await textBlock(line, { family: fonts.body, weight: 400, leading: 1.4 }, lineSetting);
  const ruleSpace = lineBlock ? 2 * RULE.gap + RULE.height : 0;
  const y = top(blockHeight(nameBlock) + ruleSpace + (lineBlock ? blockHeight(lineBlock) : 0));
  let svg = drawBlock(nameBlock, y, 1);
  if (lineBlock) {
    const ruleY = y + blockHeight(nameBlock) + RULE.gap;
    svg += `<rect x="${(W - RULE.width) / 2}" y="${round(ruleY)}" width="${RULE.width}" height="${RULE.height}"`;
    svg += ` fill-opacity="0.6"/>`;
    svg += drawBlock(lineBlock, ruleY + RULE.height + RULE.gap, 0.9);
  }
  return { svg: `<g fill="${ink}">${svg}</g>`, top: y };
}

// The card ---------------------------------------------------------------------------------------

/** The art, framed as the hero frames it, fading into the band colour well above the text. */
function artBackground(art: CoverArt, focus: SharePicture['focus'], band: string, textTop: number): string {
  const x = -round((art.width - W) * focus.x);
  const y = -round((art.height - H) * focus.y);
  const fadeTop = Math.max(0, textTop - 150);
  const underText = round((textTop + 10 - fadeTop) / (H - fadeTop));
  return [
    `<defs><linearGradient id="band" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${band}" stop-opacity="0"/>`,
    `<stop offset="${underText}" stop-color="${band}" stop-opacity="0.8"/>`,
    `<stop offset="1" stop-color="${band}" stop-opacity="0.94"/>`,
    `</linearGradient></defs>`,
    `<image href="data:image/png;base64,${art.png.toString('base64')}"`,
    ` x="${x}" y="${y}" width="${art.width}" height="${art.height}"/>`,
    `<rect y="${round(fadeTop)}" width="${W}" height="${round(H - fadeTop)}" fill="url(#band)"/>`,
  ].join('');
}

/** Without a picture: the band colour, a glow of the accent and a thin frame, like a printed card. */
function plainBackground(band: string, accent: string): string {
  return [
    `<defs><radialGradient id="glow" cx="0.5" cy="0.5" r="0.65">`,
    `<stop offset="0" stop-color="${accent}" stop-opacity="0.32"/>`,
    `<stop offset="1" stop-color="${accent}" stop-opacity="0"/>`,
    `</radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#glow)"/>`,
    `<rect x="32" y="32" width="${W - 64}" height="${H - 64}" fill="none" stroke="${accent}" stroke-width="2"/>`,
  ].join('');
}

async function renderCard(site: OgImageSite, options: OgImageOptions, cache: ArtCache): Promise<Buffer> {
  const { palette } = site.theme;
  // A palette without its own dark band colours inverts its page colours, as the pages do.
  const band = palette.inverse ?? palette.foreground;
  const ink = palette.inverseForeground ?? palette.background;
  const picture = sharePicture(site);
  const art = picture ? await coverArt(cache, options.publicDir, picture.src) : undefined;
  const text = await drawText(site, ink, (height) => (picture ? H - BOTTOM_MARGIN - height : (H - height) / 2));
  const background =
    picture && art ? artBackground(art, picture.focus, band, text.top) : plainBackground(band, palette.accent);
  const card = await renderAsync(svgDocument(W, H, background + text.svg), { ...noSystemFonts, background: band });
  return encodeJpeg({ data: card.pixels, width: card.width, height: card.height }, JPEG_QUALITY).data;
}

/** The share picture of one site: a JPEG of exactly `ogImageFormat`'s size. */
export function renderOgImage(site: OgImageSite, options: OgImageOptions): Promise<Buffer> {
  return renderCard(site, options, new Map());
}

/** Writes the share picture of every site into `outDir`, rendering each source picture once. */
export async function writeOgImages(
  sites: readonly OgImageSite[],
  outDir: string,
  options: OgImageOptions,
): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const cache: ArtCache = new Map();
  return Promise.all(
    sites.map(async (site) => {
      const file = path.join(outDir, ogImageFile(site.id));
      await writeFile(file, await renderCard(site, options, cache));
      return file;
    }),
  );
}

// Command line -----------------------------------------------------------------------------------

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  // Under npm, paths typed on the command line are relative to where they were typed.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  let args;
  try {
    args = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`${reason}\nusage: tsx scripts/prerender/og-image.ts [--out <folder>] [sites/<site>.json ...]`);
    process.exitCode = 2;
    return;
  }
  const { values, positionals } = args;
  const outDir = values.out === undefined ? path.join(root, 'dist', 'og') : path.resolve(cwd, values.out);
  const sitesDir = path.join(root, 'sites');
  const files =
    positionals.length > 0
      ? positionals.map((file) => path.resolve(cwd, file))
      : (await readdir(sitesDir)).filter((name) => name.endsWith('.json')).map((name) => path.join(sitesDir, name));
  // The build runs `npm run validate` before this step: the documents are checked by then.
  const sites = await Promise.all(files.map(async (file) => JSON.parse(await readFile(file, 'utf8')) as SiteDocument));
  const started = performance.now();
  const written = await writeOgImages(sites, outDir, { publicDir: path.join(root, 'public') });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${written.length} share pictures in ${path.relative(cwd, outDir) || '.'} (${seconds} s)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
