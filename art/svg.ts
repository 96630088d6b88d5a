/**
 * Small SVG vocabulary shared by every illustration: rounding, gradients, filters and shapes.
 * Everything returns markup strings so each drawing reads top to bottom like the picture it paints.
 */

/** One decimal is invisible at these sizes and keeps the files small. */
export const n = (v: number): string => {
  const s = (Math.round(v * 10) / 10).toFixed(1);
  return s.endsWith('.0') ? s.slice(0, -2) : s === '-0' ? '0' : s;
};

/** `x,y` pairs for path data. */
export const p = (x: number, y: number): string => `${n(x)} ${n(y)}`;

export type Stop = readonly [offset: number, color: string, opacity?: number];

const stops = (list: readonly Stop[]): string =>
  list
    .map(([o, c, a]) => {
      const opacity = a === undefined || a === 1 ? '' : ` stop-opacity="${n2(a)}"`;
      return `<stop offset="${n(o * 100)}%" stop-color="${c}"${opacity}/>`;
    })
    .join('');

/** Two decimals for opacities, where one is too coarse. */
export const n2 = (v: number): string => String(Math.round(v * 100) / 100);

/**
 * A linear gradient in bounding-box units, direction given by an angle in degrees
 * (0 = left→right, 90 = top→bottom).
 */
export function linear(id: string, list: readonly Stop[], angle = 90): string {
  const a = (angle * Math.PI) / 180;
  const dx = Math.cos(a) / 2;
  const dy = Math.sin(a) / 2;
  return (
    `<linearGradient id="${id}" x1="${n2(0.5 - dx)}" y1="${n2(0.5 - dy)}" x2="${n2(0.5 + dx)}" y2="${n2(0.5 + dy)}">` +
    `${stops(list)}</linearGradient>`
  );
}

/** A linear gradient in user space (for strokes and shapes whose box should not matter). */
export function linearAt(id: string, list: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
  return (
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" ` +
    `x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops(list)}</linearGradient>`
  );
}

/** A radial gradient in bounding-box units. */
export function radial(id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
  const focus = fx === cx && fy === cy ? '' : ` fx="${n2(fx)}" fy="${n2(fy)}"`;
  return (
    `<radialGradient id="${id}" cx="${n2(cx)}" cy="${n2(cy)}" r="${n2(r)}"${focus}>` + `${stops(list)}</radialGradient>`
  );
}

/** A radial gradient in user space. */
export function radialAt(
  id: string,
  list: readonly Stop[],
  cx: number,
  cy: number,
  r: number,
  fx = cx,
  fy = cy,
): string {
  const focus = fx === cx && fy === cy ? '' : ` fx="${n(fx)}" fy="${n(fy)}"`;
  return (
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${focus}>` +
    `${stops(list)}</radialGradient>`
  );
}

export function blur(id: string, deviation: number): string {
  return (
    `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%">` +
    `<feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`
  );
}

/**
 * Film grain: fractal noise turned grey and faded to a few percent. One filter, one rect: a few
 * hundred bytes instead of an embedded texture.
 */
export function grain(id: string, opacity = 0.06, frequency = 0.85): string {
  return (
    `<filter id="${id}" x="0" y="0" width="100%" height="100%">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" stitchTiles="stitch" result="t"/>` +
    `<feColorMatrix in="t" type="matrix" values="2 0 0 0 -.5 2 0 0 0 -.5 2 0 0 0 -.5 0 0 0 0 ${n2(opacity)}"/></filter>`
  );
}

/** Wraps a drawing into a standalone SVG document with explicit size. */
export function svg(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>\n'
  );
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;

export const full = (w: number, h: number, fill: string, extra = ''): string =>
  `<rect width="${w}" height="${h}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;

export const path = (d: string, fill: string, extra = ''): string =>
  `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;

export const line = (d: string, stroke: string, width: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(width)}"${extra ? ' ' + extra : ''}/>`;

/** Closed ellipse as path data, so it can be combined with others under `fill-rule="evenodd"`. */
export function ellipseD(cx: number, cy: number, rx: number, ry: number): string {
  return `M${p(cx - rx, cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(rx * 2)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-rx * 2)} 0Z`;
}

/** Path data from its commands, one per argument, so a long outline reads a command per line. */
export const pathData = (...commands: string[]): string => commands.join('');

/** The entry at `index` of a table the drawing is sure to cover: a miss is a bug in the generator. */
export function at<T>(list: readonly T[], index: number): T {
  const entry = list[index];
  if (entry === undefined) throw new RangeError(`no entry ${index} in a list of ${list.length}`);
  return entry;
}

/** The side of an upright cylinder seen from a little above: straight flanks and a rounded front edge. */
export function cylinderSide(cx: number, top: number, bottom: number, rx: number, ry: number): string {
  return `M${p(cx - rx, top)}V${n(bottom)}A${n(rx)} ${n(ry)} 0 0 0 ${p(cx + rx, bottom)}V${n(top)}Z`;
}

/** Path data of a rectangle with rounded corners (quadratic, radius `r`). */
export function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  return pathData(
    `M${p(x + r, y)}`,
    `H${n(x + w - r)}`,
    `Q${p(x + w, y)} ${p(x + w, y + r)}`,
    `V${n(y + h - r)}`,
    `Q${p(x + w, y + h)} ${p(x + w - r, y + h)}`,
    `H${n(x + r)}`,
    `Q${p(x, y + h)} ${p(x, y + h - r)}`,
    `V${n(y + r)}`,
    `Q${p(x, y)} ${p(x + r, y)}`,
    'Z',
  );
}

/** A polygon from points. */
export function poly(points: readonly (readonly [number, number])[]): string {
  return 'M' + points.map(([x, y]) => p(x, y)).join('L') + 'Z';
}

/** A smooth closed curve through points (Catmull-Rom turned into cubic Béziers). */
export function smooth(points: readonly (readonly [number, number])[], closed = true, tension = 1): string {
  const pts = points;
  const count = pts.length;
  const at = (i: number): readonly [number, number] => {
    const k = closed ? (i + count) % count : Math.max(0, Math.min(count - 1, i));
    return pts[k] ?? [0, 0];
  };
  const first = at(0);
  let d = `M${p(first[0], first[1])}`;
  const segments = closed ? count : count - 1;
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const t = tension / 6;
    const c1 = p(p1[0] + (p2[0] - p0[0]) * t, p1[1] + (p2[1] - p0[1]) * t);
    const c2 = p(p2[0] - (p3[0] - p1[0]) * t, p2[1] - (p3[1] - p1[1]) * t);
    d += `C${c1} ${c2} ${p(p2[0], p2[1])}`;
  }
  return closed ? d + 'Z' : d;
}

/** Deterministic pseudo-random numbers, so every build writes the same bytes. */
export function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Point on a circle, angle in degrees with 0 at twelve o'clock, clockwise. */
export function polar(cx: number, cy: number, r: number, deg: number): [number, number] {
  const a = ((deg - 90) * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}

export const group = (body: string, attrs = ''): string => `<g${attrs ? ' ' + attrs : ''}>${body}</g>`;

export const translate = (x: number, y: number, body: string, scale = 1): string =>
  `<g transform="translate(${n(x)} ${n(y)})${scale === 1 ? '' : ` scale(${n2(scale)})`}">${body}</g>`;

/** A soft light pool: a blurred-free radial gradient circle, cheap to render. */
export function glow(id: string, color: string, strength = 0.5): string {
  return radial(id, [
    [0, color, strength],
    [0.45, color, strength * 0.35],
    [1, color, 0],
  ]);
}

/** Bokeh: a few out-of-focus discs of light, drawn with one shared radial gradient. */
export function bokeh(
  gradientId: string,
  seed: number,
  count: number,
  box: { x: number; y: number; w: number; h: number },
  size: [number, number],
  opacity: [number, number],
): string {
  const rnd = random(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = size[0] + rnd() * (size[1] - size[0]);
    const o = opacity[0] + rnd() * (opacity[1] - opacity[0]);
    out += circle(box.x + rnd() * box.w, box.y + rnd() * box.h, r, `url(#${gradientId})`, `opacity="${n2(o)}"`);
  }
  return out;
}

/**
 * One picture being drawn: collects gradients and filters once each (by id) and the body in
 * painting order.
 */
export class Art {
  private readonly defs = new Map<string, string>();
  body = '';

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** Registers a definition once and returns its `url(#id)`. */
  def(id: string, markup: (id: string) => string): string {
    if (!this.defs.has(id)) this.defs.set(id, markup(id));
    return `url(#${id})`;
  }

  /** A clip path to the outline `d`, registered once under `id`. */
  clip(id: string, d: string): string {
    return this.def(id, (i) => `<clipPath id="${i}"><path d="${d}"/></clipPath>`);
  }

  /**
   * The `url(#id)` of a definition an earlier drawing registered, such as a garment's outline to paint
   * inside it: a miss is a bug in the generator, not an empty definition to add.
   */
  ref(id: string): string {
    if (!this.defs.has(id)) throw new Error(`no definition ${id} in this picture`);
    return `url(#${id})`;
  }

  lin(id: string, list: readonly Stop[], angle = 90): string {
    return this.def(id, (i) => linear(i, list, angle));
  }

  rad(id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    return this.def(id, (i) => radial(i, list, cx, cy, r, fx, fy));
  }

  blur(deviation: number): string {
    return `filter="${this.def(`b${n(deviation).replace('.', '_')}`, (i) => blur(i, deviation))}"`;
  }

  add(...parts: string[]): this {
    this.body += parts.join('');
    return this;
  }

  /** Film grain over everything painted so far. */
  grain(opacity = 0.05, frequency = 0.85): this {
    const f = this.def('grain', (i) => grain(i, opacity, frequency));
    return this.add(full(this.width, this.height, '#000', `filter="${f}"`));
  }

  toString(): string {
    return svg(this.width, this.height, [...this.defs.values()].join(''), this.body);
  }
}
