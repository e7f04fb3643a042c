/**
 * Generates the site's local, deterministic artwork into public/.
 *
 *   npx tsx scripts/generate-art.ts
 *
 * - Buddy and team portraits: DiceBear "lorelei" style (CC0 1.0, by Lisa Wischofsky),
 *   with hand-picked features per person so the group looks like a diverse set of adults.
 * - Activity pictures, hero, video thumbnails and favicon: hand-written flat SVG illustrations.
 *
 * Everything is generated offline; running it twice produces byte-identical files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAvatar } from '@dicebear/core';
import { lorelei } from '@dicebear/collection';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = join(ROOT, 'public');

const written: { path: string; bytes: number }[] = [];

function write(relPath: string, content: string): void {
  const full = join(PUBLIC, relPath);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
  written.push({ path: `public/${relPath}`, bytes: Buffer.byteLength(content) });
}

// ---------------------------------------------------------------------------
// Small SVG helpers
// ---------------------------------------------------------------------------

type Attrs = Record<string, string | number | undefined>;

/** Rounds numbers to one decimal to keep the markup short. */
function n(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

function el(tag: string, attrs: Attrs, children = ''): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('');
  return children ? `<${tag}${a}>${children}</${tag}>` : `<${tag}${a}/>`;
}

function svg(w: number, h: number, body: string, label?: string): string {
  const a11y = label ? ` role="img" aria-label="${label}"` : ' aria-hidden="true"';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"${a11y}>${body}</svg>\n`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, fill, ...extra });
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
const path = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra });
const poly = (pts: [number, number][], fill: string, extra: Attrs = {}) =>
  el('polygon', { points: pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' '), fill, ...extra });
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number) =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round' });
const stroke = (d: string, color: string, width: number, extra: Attrs = {}) =>
  path(d, 'none', {
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });

function linearGradient(id: string, stops: string[], vertical = true): string {
  const s = stops
    .map((c, i) =>
      el('stop', { offset: n((i / Math.max(1, stops.length - 1)) * 100) + '%', 'stop-color': c }),
    )
    .join('');
  return el(
    'linearGradient',
    vertical ? { id, x1: 0, y1: 0, x2: 0, y2: 1 } : { id, x1: 0, y1: 0, x2: 1, y2: 1 },
    s,
  );
}

/** Deterministic PRNG (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------
// Reusable illustration pieces
// ---------------------------------------------------------------------------

type Gable = 'step' | 'bell' | 'neck' | 'triangle';

interface HouseOpts {
  x: number;
  base: number;
  w: number;
  h: number;
  color: string;
  gable: Gable;
  window?: string;
  frame?: string;
  door?: string;
  detail?: boolean;
}

/** An Amsterdam canal house with one of the classic gable shapes. */
function canalHouse(o: HouseOpts): string {
  const { x, base, w, h, color, gable } = o;
  const top = base - h;
  let d: string;
  let gableH: number;
  if (gable === 'step') {
    const sw = w / 6;
    const s = Math.min(18, h * 0.1);
    gableH = s * 3;
    const pts: [number, number][] = [
      [x, base],
      [x, top],
      [x + sw, top],
      [x + sw, top - s],
      [x + sw * 2, top - s],
      [x + sw * 2, top - s * 2],
      [x + sw * 2.5, top - s * 2],
      [x + sw * 2.5, top - s * 3],
      [x + w - sw * 2.5, top - s * 3],
      [x + w - sw * 2.5, top - s * 2],
      [x + w - sw * 2, top - s * 2],
      [x + w - sw * 2, top - s],
      [x + w - sw, top - s],
      [x + w - sw, top],
      [x + w, top],
      [x + w, base],
    ];
    d = 'M' + pts.map(([px, py]) => `${n(px)} ${n(py)}`).join('L') + 'Z';
  } else if (gable === 'bell') {
    gableH = w * 0.55;
    const l = x + w * 0.28;
    const r = x + w * 0.72;
    d =
      `M${n(x)} ${n(base)}V${n(top)}` +
      `C${n(x)} ${n(top - gableH * 0.55)} ${n(l)} ${n(top - gableH * 0.45)} ${n(l)} ${n(top - gableH * 0.8)}` +
      `Q${n(x + w / 2)} ${n(top - gableH * 1.15)} ${n(r)} ${n(top - gableH * 0.8)}` +
      `C${n(r)} ${n(top - gableH * 0.45)} ${n(x + w)} ${n(top - gableH * 0.55)} ${n(x + w)} ${n(top)}` +
      `V${n(base)}Z`;
  } else if (gable === 'neck') {
    gableH = w * 0.6;
    const l = x + w * 0.25;
    const r = x + w * 0.75;
    const sh = top - gableH * 0.45;
    d =
      `M${n(x)} ${n(base)}V${n(top)}` +
      `Q${n(l)} ${n(top)} ${n(l)} ${n(sh)}` +
      `V${n(top - gableH * 0.85)}L${n(x + w / 2)} ${n(top - gableH)}L${n(r)} ${n(top - gableH * 0.85)}` +
      `V${n(sh)}Q${n(r)} ${n(top)} ${n(x + w)} ${n(top)}V${n(base)}Z`;
  } else {
    gableH = w * 0.45;
    d = `M${n(x)} ${n(base)}V${n(top)}L${n(x + w / 2)} ${n(top - gableH)}L${n(x + w)} ${n(top)}V${n(base)}Z`;
  }
  let out = path(d, color);
  if (o.detail === false) return out;

  const win = o.window ?? '#fff7ed';
  const frame = o.frame ?? '#ffffff';
  const cols = w > 70 ? 3 : 2;
  const gap = w * 0.1;
  const ww = (w - gap * (cols + 1)) / cols;
  const wh = Math.min(ww * 1.45, 40);
  const doorH = Math.min(h * 0.28, 46);
  const usable = h - doorH - 14;
  const rows = Math.max(1, Math.floor(usable / (wh + 14)));
  const rowGap = (usable - rows * wh) / (rows + 1);
  let panes = '';
  let bars = '';
  for (let row = 0; row < rows; row++) {
    for (let c = 0; c < cols; c++) {
      const wx = x + gap + c * (ww + gap);
      const wy = top + rowGap + row * (wh + rowGap) + 6;
      panes += `M${n(wx)} ${n(wy)}h${n(ww)}v${n(wh)}h${n(-ww)}Z`;
      bars += `M${n(wx)} ${n(wy + wh / 2)}h${n(ww)}`;
    }
  }
  out += path(panes, win, { stroke: frame, 'stroke-width': 2.5, 'stroke-linejoin': 'round' });
  out += path(bars, 'none', { stroke: frame, 'stroke-width': 1.5 });
  // gable window + hoist beam
  const gw = Math.min(w * 0.2, 16);
  out += rect(x + w / 2 - gw / 2, top - gableH * 0.55, gw, gw * 1.2, win, {
    stroke: frame,
    'stroke-width': 2,
    rx: gw / 2.5,
  });
  // door
  const dw = Math.min(w * 0.28, 24);
  const dx = cols === 3 ? x + w / 2 - dw / 2 : x + gap;
  out += path(
    `M${n(dx)} ${n(base)}V${n(base - doorH + dw / 2)}A${n(dw / 2)} ${n(dw / 2)} 0 0 1 ${n(dx + dw)} ${n(base - doorH + dw / 2)}V${n(base)}Z`,
    o.door ?? '#334155',
  );
  return out;
}

/** A bicycle drawn from circles and strokes. */
function bicycle(x: number, y: number, size: number, color: string, tyre = '#1f2937'): string {
  const r = size * 0.22;
  const bx = x - size * 0.3;
  const fx = x + size * 0.3;
  const crankX = x - size * 0.04;
  const seatX = x - size * 0.12;
  const seatY = y - size * 0.48;
  const headX = fx - size * 0.08;
  const headY = y - size * 0.5;
  let out = '';
  for (const wx of [bx, fx]) {
    out += circle(wx, y, r, 'none', { stroke: tyre, 'stroke-width': size * 0.045 });
    out += circle(wx, y, r * 0.12, tyre);
  }
  out += stroke(
    `M${n(bx)} ${n(y)}L${n(crankX)} ${n(y)}L${n(seatX)} ${n(seatY + size * 0.06)}M${n(bx)} ${n(y)}L${n(seatX)} ${n(seatY + size * 0.06)}L${n(headX)} ${n(headY + size * 0.08)}L${n(crankX)} ${n(y)}M${n(fx)} ${n(y)}L${n(headX)} ${n(headY)}`,
    color,
    size * 0.05,
  );
  // saddle and handlebar
  out += stroke(
    `M${n(seatX - size * 0.08)} ${n(seatY)}H${n(seatX + size * 0.06)}`,
    tyre,
    size * 0.05,
  );
  out += stroke(
    `M${n(headX - size * 0.08)} ${n(headY - size * 0.03)}Q${n(headX)} ${n(headY - size * 0.04)} ${n(headX)} ${n(headY)}`,
    tyre,
    size * 0.04,
  );
  // basket on the front (very Amsterdam)
  out += rect(headX + size * 0.02, headY + size * 0.02, size * 0.16, size * 0.11, color, {
    rx: size * 0.02,
    opacity: 0.85,
  });
  out += circle(crankX, y, size * 0.05, tyre);
  return out;
}

/** A simple walking figure, flat silhouette style. */
function walker(
  x: number,
  ground: number,
  h: number,
  body: string,
  skin: string,
  hair: string,
  stride = 1,
): string {
  const head = h * 0.12;
  const hipY = ground - h * 0.45;
  const shoulderY = ground - h * 0.78;
  const legW = h * 0.085;
  let out = '';
  out += stroke(
    `M${n(x)} ${n(hipY)}L${n(x - h * 0.13 * stride)} ${n(ground)}M${n(x)} ${n(hipY)}L${n(x + h * 0.12 * stride)} ${n(ground)}`,
    '#334155',
    legW,
  );
  out += stroke(
    `M${n(x - h * 0.02)} ${n(shoulderY + h * 0.04)}L${n(x - h * 0.12 * stride)} ${n(hipY + h * 0.02)}M${n(x + h * 0.02)} ${n(shoulderY + h * 0.04)}L${n(x + h * 0.1 * stride)} ${n(hipY)}`,
    body,
    legW * 0.9,
  );
  out += rect(x - h * 0.1, shoulderY, h * 0.2, hipY - shoulderY + h * 0.04, body, { rx: h * 0.08 });
  out += circle(x, shoulderY - head * 1.1, head, skin);
  out += path(
    `M${n(x - head)} ${n(shoulderY - head * 1.1)}A${n(head)} ${n(head)} 0 0 1 ${n(x + head)} ${n(shoulderY - head * 1.1)}Q${n(x)} ${n(shoulderY - head * 1.5)} ${n(x - head)} ${n(shoulderY - head * 1.1)}Z`,
    hair,
  );
  return out;
}

/** A rounded speech bubble with a tail. */
function bubble(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  tailLeft = true,
  dots?: string,
): string {
  const tx = tailLeft ? x + w * 0.25 : x + w * 0.75;
  const dir = tailLeft ? -1 : 1;
  let out = rect(x, y, w, h, fill, { rx: h / 2 });
  out += poly(
    [
      [tx - 8, y + h - 2],
      [tx + 8, y + h - 2],
      [tx + dir * 14, y + h + 14],
    ],
    fill,
  );
  if (dots) {
    for (let i = -1; i <= 1; i++)
      out += circle(x + w / 2 + i * h * 0.28, y + h / 2, h * 0.09, dots);
  }
  return out;
}

/** A tree: round canopy or conifer. */
function tree(
  x: number,
  ground: number,
  h: number,
  leaf: string,
  trunk: string,
  kind: 'round' | 'pine' = 'round',
): string {
  let out = rect(x - h * 0.04, ground - h * 0.45, h * 0.08, h * 0.45, trunk, { rx: h * 0.03 });
  if (kind === 'round') {
    out += circle(x, ground - h * 0.68, h * 0.32, leaf);
    out += circle(x - h * 0.1, ground - h * 0.75, h * 0.14, '#ffffff', { opacity: 0.12 });
  } else {
    out += poly(
      [
        [x, ground - h],
        [x - h * 0.28, ground - h * 0.3],
        [x + h * 0.28, ground - h * 0.3],
      ],
      leaf,
    );
  }
  return out;
}

function steam(x: number, y: number, h: number, color: string, width = 4): string {
  return stroke(
    `M${n(x)} ${n(y)}c${n(-h * 0.18)} ${n(-h * 0.22)} ${n(h * 0.18)} ${n(-h * 0.35)} 0 ${n(-h * 0.55)}s${n(h * 0.18)} ${n(-h * 0.3)} 0 ${n(-h * 0.45)}`,
    color,
    width,
    { opacity: 0.7 },
  );
}

/** Cup with saucer, seen from the side. */
function coffeeCup(
  x: number,
  y: number,
  s: number,
  cup: string,
  accent: string,
  coffee = '#7c2d12',
): string {
  let out = ellipse(x, y + s * 0.02, s * 0.62, s * 0.1, accent);
  out += path(
    `M${n(x - s * 0.4)} ${n(y - s * 0.62)}H${n(x + s * 0.4)}L${n(x + s * 0.32)} ${n(y - s * 0.08)}Q${n(x)} ${n(y + s * 0.06)} ${n(x - s * 0.32)} ${n(y - s * 0.08)}Z`,
    cup,
  );
  out += stroke(
    `M${n(x + s * 0.38)} ${n(y - s * 0.5)}q${n(s * 0.26)} ${n(-s * 0.02)} ${n(s * 0.2)} ${n(s * 0.2)}q${n(-s * 0.05)} ${n(s * 0.14)} ${n(-s * 0.24)} ${n(s * 0.12)}`,
    cup,
    s * 0.08,
  );
  out += ellipse(x, y - s * 0.62, s * 0.4, s * 0.07, coffee);
  out += rect(x - s * 0.4, y - s * 0.44, s * 0.78, s * 0.08, accent, { opacity: 0.6 });
  return out;
}

function softBlobs(w: number, h: number, colors: string[], seed: number): string {
  const r = rng(seed);
  let out = '';
  for (const c of colors) {
    out += circle(r() * w, r() * h * 0.7, 40 + r() * 90, c, { opacity: 0.35 });
  }
  return out;
}

// ---------------------------------------------------------------------------
// 1 + 2. Portraits (DiceBear lorelei, CC0)
// ---------------------------------------------------------------------------

interface Look {
  hair: string;
  hairColor: string;
  skin: string;
  bg: string;
  eyes: string;
  brows: string;
  mouth: string;
  beard?: string;
  glasses?: string;
  earrings?: string;
  freckles?: boolean;
}

const v = (i: number) => 'variant' + String(i).padStart(2, '0');

const BUDDIES: Record<string, Look> = {
  anna: {
    hair: v(35),
    hairColor: 'd9a441',
    skin: 'f8d9c0',
    bg: 'fde2e4',
    eyes: v(12),
    brows: v(7),
    mouth: 'happy02',
    earrings: v(1),
  },
  james: {
    hair: v(8),
    hairColor: '2a1b12',
    skin: '8d5524',
    bg: 'd7e9f7',
    eyes: v(2),
    brows: v(1),
    mouth: 'happy05',
    beard: v(1),
  },
  sophie: {
    hair: v(19),
    hairColor: 'a4482a',
    skin: 'f3d4bd',
    bg: 'e9e3fb',
    eyes: v(14),
    brows: v(5),
    mouth: 'happy01',
    freckles: true,
  },
  lucas: {
    hair: v(22),
    hairColor: '1f1a17',
    skin: 'd19a6e',
    bg: 'd8f3e6',
    eyes: v(10),
    brows: v(2),
    mouth: 'happy06',
  },
  emma: {
    hair: v(38),
    hairColor: '1c1410',
    skin: '6f4328',
    bg: 'ffe5d0',
    eyes: v(11),
    brows: v(9),
    mouth: 'happy03',
    earrings: v(3),
  },
  daniel: {
    hair: v(47),
    hairColor: '1b1b1b',
    skin: 'b27b52',
    bg: 'fdf1c7',
    eyes: v(4),
    brows: v(10),
    mouth: 'happy05',
    glasses: v(3),
  },
  olivia: {
    hair: v(24),
    hairColor: '2b1a12',
    skin: '9c6440',
    bg: 'fcdde8',
    eyes: v(16),
    brows: v(12),
    mouth: 'happy05',
    earrings: v(2),
  },
  thomas: {
    hair: v(28),
    hairColor: 'a8a29e',
    skin: 'f1cfb4',
    bg: 'dbeefe',
    eyes: v(6),
    brows: v(1),
    mouth: 'happy06',
    glasses: v(4),
    beard: v(2),
  },
  mia: {
    hair: v(40),
    hairColor: '141414',
    skin: 'f2d2b0',
    bg: 'efe1fa',
    eyes: v(24),
    brows: v(7),
    mouth: 'happy02',
  },
  noah: {
    hair: v(39),
    hairColor: '24170f',
    skin: '5c3a22',
    bg: 'd3f2ef',
    eyes: v(21),
    brows: v(2),
    mouth: 'happy05',
  },
};

const TEAM: Record<string, Look> = {
  'learning-expert': {
    hair: v(31),
    hairColor: 'c9c3bd',
    skin: 'e6b48c',
    bg: 'ccfbf1',
    eyes: v(12),
    brows: v(5),
    mouth: 'happy02',
    glasses: v(1),
    earrings: v(1),
  },
  'personal-manager': {
    hair: v(12),
    hairColor: '5a3825',
    skin: 'c68a5c',
    bg: 'ffedd5',
    eyes: v(2),
    brows: v(2),
    mouth: 'happy05',
  },
};

function portrait(seed: string, look: Look): string {
  const avatar = createAvatar(lorelei, {
    seed,
    size: 256,
    backgroundColor: [look.bg],
    backgroundType: ['solid'],
    hair: [look.hair],
    hairColor: [look.hairColor],
    skinColor: [look.skin],
    eyes: [look.eyes],
    eyebrows: [look.brows],
    mouth: [look.mouth],
    eyebrowsColor: [
      look.hairColor === 'c9c3bd' || look.hairColor === 'a8a29e' ? '57534e' : '1f1a17',
    ],
    beard: look.beard ? [look.beard] : undefined,
    beardProbability: look.beard ? 100 : 0,
    glasses: look.glasses ? [look.glasses] : undefined,
    glassesProbability: look.glasses ? 100 : 0,
    earrings: look.earrings ? [look.earrings] : undefined,
    earringsProbability: look.earrings ? 100 : 0,
    earringsColor: ['d4a017'],
    frecklesProbability: look.freckles ? 100 : 0,
    hairAccessoriesProbability: 0,
  } as Parameters<typeof createAvatar<typeof lorelei>>[1]);
  return avatar.toString() + '\n';
}

// ---------------------------------------------------------------------------
// 3. Activity pictures (640x400)
// ---------------------------------------------------------------------------

const W = 640;
const H = 400;

const AMBER = {
  50: '#fff7ed',
  100: '#ffedd5',
  200: '#fed7aa',
  300: '#fdba74',
  400: '#fb923c',
  500: '#f97316',
  600: '#ea580c',
  700: '#c2410c',
  800: '#9a3412',
  900: '#7c2d12',
  y200: '#fde68a',
  y300: '#fcd34d',
  y400: '#fbbf24',
  y500: '#f59e0b',
};
const VIOLET = {
  50: '#f5f3ff',
  100: '#ede9fe',
  200: '#ddd6fe',
  300: '#c4b5fd',
  400: '#a78bfa',
  500: '#8b5cf6',
  600: '#7c3aed',
  700: '#6d28d9',
  800: '#5b21b6',
  900: '#4c1d95',
};
const GREEN = {
  50: '#f0fdf4',
  100: '#dcfce7',
  200: '#bbf7d0',
  300: '#86efac',
  400: '#4ade80',
  500: '#22c55e',
  600: '#16a34a',
  700: '#15803d',
  800: '#166534',
  900: '#14532d',
};
const TEAL = {
  50: '#f0fdfa',
  100: '#ccfbf1',
  200: '#99f6e4',
  300: '#5eead4',
  400: '#2dd4bf',
  500: '#14b8a6',
  600: '#0d9488',
  700: '#0f766e',
  800: '#115e59',
  900: '#134e4a',
  b100: '#e0f2fe',
  b200: '#bae6fd',
  b300: '#7dd3fc',
  b400: '#38bdf8',
  b500: '#0ea5e9',
  b600: '#0284c7',
  b700: '#0369a1',
  b800: '#075985',
  b900: '#0c4a6e',
};

function coffeeChats(): string {
  const c = AMBER;
  let b = el(
    'defs',
    {},
    linearGradient('bg', [c[50], c[100]]) + linearGradient('win', [c.y200, c[200]]),
  );
  b += rect(0, 0, W, H, 'url(#bg)');
  // big café window with canal houses outside
  b += rect(150, 40, 340, 230, c[700], { rx: 18 });
  b += rect(162, 52, 316, 206, 'url(#win)', { rx: 10 });
  b += circle(420, 100, 26, c[50], { opacity: 0.8 });
  const houses: [number, number, string, Gable][] = [
    [170, 66, c[300], 'step'],
    [226, 92, c[400], 'bell'],
    [288, 74, c[300], 'neck'],
    [354, 88, c[400], 'triangle'],
    [414, 60, c[300], 'step'],
  ];
  for (const [x, hh, col, g] of houses) {
    b += canalHouse({ x, base: 258, w: 54, h: hh, color: col, gable: g, detail: false });
  }
  b += rect(162, 236, 316, 22, c[500], { opacity: 0.5 });
  b += line(320, 52, 320, 258, c[700], 8);
  // hanging lamps
  for (const lx of [90, 550]) {
    b += line(lx, 0, lx, 60, c[800], 3);
    b += path(`M${lx - 26} 84Q${lx} 46 ${lx + 26} 84Z`, c[500]);
    b += ellipse(lx, 86, 10, 5, c.y300);
  }
  // table
  b += ellipse(320, 300, 230, 34, c[800]);
  b += ellipse(320, 294, 230, 34, c[600]);
  b += rect(306, 320, 28, 80, c[800]);
  b += coffeeCup(250, 292, 70, '#ffffff', c[200]);
  b += coffeeCup(400, 292, 70, c[50], c[300]);
  b += steam(250, 236, 60, c[400], 5);
  b += steam(268, 240, 44, c[300], 4);
  b += steam(400, 236, 60, c[400], 5);
  // plate with stroopwafel
  b += ellipse(325, 298, 34, 9, '#ffffff');
  b += ellipse(325, 292, 24, 6, c[400]);
  b += ellipse(325, 289, 24, 6, c.y400);
  // speech bubbles
  b += bubble(70, 150, 96, 46, '#ffffff', false, c[500]);
  b += bubble(476, 170, 96, 46, c[500], true, '#ffffff');
  return svg(W, H, b, 'Two cups of coffee on a café table in front of canal houses');
}

function walkingTalking(): string {
  const c = AMBER;
  let b = el(
    'defs',
    {},
    linearGradient('sky', [c.y200, c[100]]) + linearGradient('water', [c[400], c[600]]),
  );
  b += rect(0, 0, W, H, 'url(#sky)');
  b += circle(520, 80, 44, c[50], { opacity: 0.9 });
  const r = rng(7);
  let x = -10;
  const gables: Gable[] = ['step', 'bell', 'neck', 'triangle'];
  const cols = [c[400], c[500], c[600], c[300], c[700], c[500]];
  let i = 0;
  while (x < W) {
    const w = 66 + Math.floor(r() * 22);
    b += canalHouse({
      x,
      base: 250,
      w,
      h: 110 + Math.floor(r() * 50),
      color: cols[i % cols.length] ?? c[500],
      gable: gables[i % gables.length] ?? 'step',
      window: c[50],
      frame: c[100],
      door: c[900],
    });
    x += w + 2;
    i++;
  }
  b += rect(0, 248, W, 12, c[800]);
  // canal
  b += rect(0, 260, W, 70, 'url(#water)');
  for (let k = 0; k < 9; k++) {
    const wx = 30 + k * 70 + (k % 2) * 18;
    const wy = 276 + (k % 3) * 16;
    b += stroke(`M${wx} ${wy}q10 -6 20 0t20 0`, c[50], 3, { opacity: 0.7 });
  }
  // quay and railing
  b += rect(0, 330, W, 70, c[200]);
  b += rect(0, 328, W, 6, c[700]);
  for (let px = 20; px < W; px += 40) b += rect(px, 312, 5, 18, c[800], { rx: 2 });
  b += rect(0, 310, W, 5, c[800], { rx: 2 });
  b += bicycle(110, 362, 110, c[700]);
  // two people walking and talking
  b += walker(330, 392, 140, c[700], '#c68642', '#2a1b12', 1);
  b += walker(410, 392, 130, TEAL[700], '#f1cfb4', c[900], -1);
  b += bubble(260, 160, 76, 38, '#ffffff', false, c[500]);
  b += bubble(430, 150, 76, 38, c[600], true, '#ffffff');
  return svg(W, H, b, 'Two people chatting while walking along a canal');
}

function natureWalks(): string {
  const c = AMBER;
  let b = el('defs', {}, linearGradient('sky', [c[100], c.y200]));
  b += rect(0, 0, W, H, 'url(#sky)');
  b += circle(460, 120, 60, c.y300);
  b += circle(460, 120, 80, c.y300, { opacity: 0.3 });
  b += path('M0 250Q140 170 300 230T640 200V400H0Z', c[300]);
  b += path('M0 290Q180 230 360 280T640 260V400H0Z', c[400]);
  b += path('M0 330Q200 290 400 330T640 320V400H0Z', c[600]);
  // path winding through
  b += path('M300 400Q330 350 380 335T450 300Q430 300 370 322T260 400Z', c[100], { opacity: 0.9 });
  const trees: [number, number, number, 'round' | 'pine'][] = [
    [60, 300, 120, 'pine'],
    [110, 312, 90, 'round'],
    [190, 290, 110, 'pine'],
    [540, 300, 130, 'round'],
    [600, 318, 100, 'pine'],
    [500, 280, 70, 'pine'],
  ];
  for (const [tx, g, h, k] of trees) b += tree(tx, g, h, k === 'pine' ? c[800] : c[700], c[900], k);
  b += walker(395, 332, 60, c[800], '#8d5524', '#1f1a17', 1);
  b += walker(425, 328, 56, TEAL[700], '#f3d4bd', c[700], -1);
  // birds
  b += stroke('M150 90q10 -10 20 0q10 -10 20 0M220 60q8 -8 16 0q8 -8 16 0', c[800], 3);
  return svg(W, H, b, 'Two people walking through hills and trees');
}

function museums(): string {
  const c = VIOLET;
  let b = el('defs', {}, linearGradient('sky', [c[100], c[200]]));
  b += rect(0, 0, W, H, 'url(#sky)');
  b += softBlobs(W, H, [c[300], '#f9a8d4', c[200]], 3);
  // building
  const left = 140;
  const right = 500;
  b += poly(
    [
      [left - 20, 130],
      [320, 50],
      [right + 20, 130],
    ],
    c[700],
  );
  b += poly(
    [
      [left + 20, 120],
      [320, 70],
      [right - 20, 120],
    ],
    c[500],
  );
  b += circle(320, 102, 12, '#fbbf24');
  b += rect(left - 24, 128, right - left + 48, 20, c[800], { rx: 3 });
  for (let k = 0; k < 6; k++) {
    const cx = left + 10 + k * ((right - left - 20) / 5);
    b += rect(cx - 14, 148, 28, 160, c[50]);
    b += rect(cx - 18, 148, 36, 10, c[200]);
    b += rect(cx - 18, 298, 36, 10, c[200]);
    b += line(cx - 5, 162, cx - 5, 294, c[200], 3);
    b += line(cx + 5, 162, cx + 5, 294, c[200], 3);
  }
  // door and banner
  b += path('M296 308V250a24 24 0 0 1 48 0V308Z', c[800]);
  b += rect(left - 30, 308, right - left + 60, 14, c[600]);
  b += rect(left - 46, 322, right - left + 92, 14, c[700]);
  b += rect(left - 62, 336, right - left + 124, 14, c[800]);
  b += rect(0, 350, W, 50, c[300]);
  // trees in planters
  b += tree(60, 350, 130, c[600], c[900]);
  b += tree(580, 350, 130, c[600], c[900]);
  return svg(W, H, b, 'A museum building with columns');
}

function culturalEvents(): string {
  const c = VIOLET;
  let b = el(
    'defs',
    {},
    linearGradient('bg', [c[900], c[700]]) +
      linearGradient('beam', ['#fef3c7', 'rgba(254,243,199,0)']),
  );
  b += rect(0, 0, W, H, 'url(#bg)');
  // spotlights beams
  b += poly(
    [
      [110, 0],
      [150, 0],
      [330, 300],
      [200, 300],
    ],
    'url(#beam)',
    { opacity: 0.55 },
  );
  b += poly(
    [
      [490, 0],
      [530, 0],
      [440, 300],
      [310, 300],
    ],
    'url(#beam)',
    { opacity: 0.55 },
  );
  // stage
  b += rect(40, 270, 560, 40, c[500]);
  b += rect(40, 300, 560, 14, c[800]);
  // curtains
  b += path('M0 0H150Q120 140 150 300H60Q20 170 0 160Z', '#be185d');
  b += path('M640 0H490Q520 140 490 300H580Q620 170 640 160Z', '#be185d');
  b += stroke('M40 20Q70 160 60 290M100 20Q90 160 110 290', '#9d174d', 6, { opacity: 0.7 });
  b += stroke('M600 20Q570 160 580 290M540 20Q550 160 530 290', '#9d174d', 6, { opacity: 0.7 });
  b += path('M0 0H640V40Q560 70 480 40Q400 70 320 40Q240 70 160 40Q80 70 0 40Z', '#9d174d');
  // performer: microphone stand and star
  b += line(320, 270, 320, 170, '#e5e7eb', 5);
  b += line(300, 270, 340, 270, '#e5e7eb', 6);
  b += rect(311, 150, 18, 28, '#f3f4f6', { rx: 9 });
  const star = (cx: number, cy: number, r: number, fill: string) => {
    const pts: [number, number][] = [];
    for (let k = 0; k < 10; k++) {
      const a = (Math.PI / 5) * k - Math.PI / 2;
      const rr = k % 2 ? r * 0.45 : r;
      pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
    }
    return poly(pts, fill);
  };
  b += star(230, 110, 16, '#fbbf24');
  b += star(420, 90, 12, '#fde68a');
  b += star(380, 190, 9, '#fbbf24');
  b += star(260, 200, 7, '#fde68a');
  // music notes
  b += stroke('M410 150v-34l22 -6v34', '#fde68a', 4);
  b += ellipse(404, 150, 8, 6, '#fde68a');
  b += ellipse(426, 144, 8, 6, '#fde68a');
  // audience
  const r = rng(11);
  for (let row = 0; row < 2; row++) {
    for (let k = 0; k < 11; k++) {
      const ax = 20 + k * 60 + row * 30 + r() * 10;
      const ay = 360 + row * 34;
      const col = row ? c[900] : '#2e1065';
      b += circle(ax, ay - 24, 16, col);
      b += rect(ax - 26, ay - 8, 52, 60, col, { rx: 22 });
    }
  }
  return svg(W, H, b, 'A stage with spotlights and an audience');
}

function creativeWorkshops(): string {
  const c = VIOLET;
  let b = el('defs', {}, linearGradient('bg', [c[50], c[200]]));
  b += rect(0, 0, W, H, 'url(#bg)');
  b += softBlobs(W, H, [c[300], '#fbcfe8', c[200]], 5);
  // easel with canvas
  b += stroke('M470 110L420 380M470 110L520 380M470 110V360', c[800], 10);
  b += rect(395, 90, 150, 180, '#ffffff', { rx: 6, stroke: c[700], 'stroke-width': 6 });
  b += path('M405 250Q440 200 470 230T535 210V262H405Z', c[300]);
  b += circle(500, 140, 20, '#fbbf24');
  b += path('M405 262L450 200L480 240L500 220L535 262Z', c[500]);
  b += rect(390, 268, 160, 10, c[800], { rx: 4 });
  // palette
  b += path(
    'M240 140C330 140 390 190 380 250C372 296 330 290 310 300C290 312 310 350 260 352C170 356 100 310 100 250C100 190 160 140 240 140ZM170 290a18 14 0 1 0 0.1 0Z',
    '#e7c9a0',
    { 'fill-rule': 'evenodd' },
  );
  b += path(
    'M240 140C330 140 390 190 380 250C372 296 330 290 310 300C290 312 310 350 260 352C170 356 100 310 100 250C100 190 160 140 240 140Z',
    'none',
    { stroke: '#b08556', 'stroke-width': 4 },
  );
  const paints: [number, number, string][] = [
    [160, 200, c[600]],
    [215, 178, '#ec4899'],
    [275, 180, '#fbbf24'],
    [325, 210, '#14b8a6'],
    [330, 258, '#3b82f6'],
    [230, 240, c[400]],
  ];
  for (const [px, py, col] of paints) {
    b += path(`M${px - 18} ${py}q-2 -16 16 -18q20 -2 20 14q2 18 -16 18q-18 2 -20 -14Z`, col);
  }
  // brushes
  b += stroke('M250 330L360 220', c[900], 8);
  b += stroke('M360 220L378 202', '#d4d4d8', 9);
  b += path('M374 206l20 -24q6 10 -6 26Z', '#ec4899');
  b += stroke('M60 120L150 60', c[900], 6);
  b += path('M150 60l14 -14q4 8 -6 18Z', '#fbbf24');
  // splashes
  b += circle(80, 330, 10, '#ec4899', { opacity: 0.7 });
  b += circle(570, 60, 8, '#14b8a6', { opacity: 0.7 });
  b += circle(590, 340, 14, c[500], { opacity: 0.6 });
  return svg(W, H, b, 'A paint palette, brushes and an easel');
}

function sportsOutdoor(): string {
  const c = GREEN;
  let b = el('defs', {}, linearGradient('sky', ['#e0f2fe', c[100]]));
  b += rect(0, 0, W, H, 'url(#sky)');
  b += circle(90, 80, 36, '#fde68a');
  // cloud
  b += path(
    'M420 90a22 22 0 0 1 40 -16a28 28 0 0 1 50 10a18 18 0 0 1 0 36H430a18 18 0 0 1 -10 -30Z',
    '#ffffff',
  );
  b += path('M0 230Q160 170 320 220T640 200V400H0Z', c[300]);
  b += path('M0 270Q200 230 400 270T640 260V400H0Z', c[500]);
  // windmill in the distance
  b += poly(
    [
      [540, 230],
      [552, 160],
      [566, 160],
      [578, 230],
    ],
    c[800],
  );
  b += stroke('M559 160l-36 -30M559 160l30 -36M559 160l36 30M559 160l-30 36', c[900], 6);
  b += circle(559, 160, 5, c[100]);
  // trees
  b += tree(60, 270, 120, c[700], '#78350f');
  b += tree(130, 262, 90, c[600], '#78350f');
  b += tree(470, 262, 100, c[700], '#78350f', 'pine');
  // field and bike path
  b += path('M0 320Q320 290 640 320V400H0Z', c[600]);
  b += path('M0 350Q320 320 640 350V380Q320 350 0 380Z', '#e5e7eb');
  b += stroke('M0 366Q320 336 640 366', '#9ca3af', 2, { 'stroke-dasharray': '14 12' });
  b += bicycle(300, 330, 170, '#f97316', c[900]);
  // football
  const fx = 500;
  const fy = 320;
  b += ellipse(fx, fy + 30, 30, 6, c[900], { opacity: 0.3 });
  b += circle(fx, fy, 30, '#ffffff', { stroke: '#1f2937', 'stroke-width': 3 });
  const pent = (cx: number, cy: number, r: number) => {
    const pts: [number, number][] = [];
    for (let k = 0; k < 5; k++) {
      const a = (Math.PI * 2 * k) / 5 - Math.PI / 2;
      pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
    }
    return poly(pts, '#1f2937');
  };
  b += pent(fx, fy, 10);
  b += pent(fx - 22, fy - 8, 7);
  b += pent(fx + 22, fy - 8, 7);
  b += pent(fx - 13, fy + 20, 7);
  b += pent(fx + 13, fy + 20, 7);
  // little flags
  b += line(200, 300, 200, 250, c[900], 3);
  b += poly(
    [
      [200, 250],
      [226, 258],
      [200, 266],
    ],
    '#f97316',
  );
  return svg(W, H, b, 'A bicycle, a football and a windmill in a green park');
}

function delftTile(x: number, y: number, s: number, blue: string): string {
  let out = rect(x, y, s, s, '#f8fafc', { stroke: '#cbd5e1', 'stroke-width': 1.5 });
  const cx = x + s / 2;
  const cy = y + s / 2;
  out += stroke(
    `M${n(cx)} ${n(cy - s * 0.25)}Q${n(cx + s * 0.12)} ${n(cy)} ${n(cx)} ${n(cy + s * 0.25)}Q${n(cx - s * 0.12)} ${n(cy)} ${n(cx)} ${n(cy - s * 0.25)}Z` +
      `M${n(cx - s * 0.25)} ${n(cy)}Q${n(cx)} ${n(cy + s * 0.12)} ${n(cx + s * 0.25)} ${n(cy)}Q${n(cx)} ${n(cy - s * 0.12)} ${n(cx - s * 0.25)} ${n(cy)}Z`,
    blue,
    2,
  );
  for (const [dx, dy] of [
    [0.1, 0.1],
    [0.9, 0.1],
    [0.1, 0.9],
    [0.9, 0.9],
  ] as const) {
    out += circle(x + s * dx, y + s * dy, s * 0.05, blue);
  }
  return out;
}

function cooking(): string {
  const c = TEAL;
  let b = el(
    'defs',
    {},
    el(
      'pattern',
      { id: 'tile', width: 56, height: 56, x: -16, y: -20, patternUnits: 'userSpaceOnUse' },
      delftTile(0, 0, 56, c.b700),
    ),
  );
  // Delft-blue tiled backsplash
  b += rect(0, 0, W, 250, 'url(#tile)');
  // range hood
  b += poly(
    [
      [230, 0],
      [410, 0],
      [450, 70],
      [190, 70],
    ],
    c[700],
  );
  b += rect(180, 66, 280, 14, c[800], { rx: 4 });
  // counter and stove
  b += rect(0, 250, W, 150, c[800]);
  b += rect(0, 240, W, 18, c[600]);
  b += rect(170, 236, 300, 16, '#1f2937', { rx: 4 });
  for (const kx of [260, 380]) b += ellipse(kx, 240, 44, 7, '#374151');
  for (let k = 0; k < 4; k++) b += circle(210 + k * 74, 300, 10, c[200]);
  b += rect(190, 328, 260, 50, c[900], { rx: 8 });
  b += rect(202, 338, 236, 30, '#0f172a', { rx: 5, opacity: 0.5 });
  // frying pan on left burner
  b += path('M200 200H320Q316 236 260 236Q204 236 200 200Z', '#1f2937');
  b += ellipse(260, 200, 60, 12, '#374151');
  b += stroke('M316 200L400 188', '#1f2937', 10);
  // egg + veggies
  b += ellipse(246, 198, 24, 7, '#ffffff');
  b += ellipse(246, 197, 8, 4, '#fbbf24');
  b += circle(280, 199, 6, '#ef4444');
  b += circle(292, 197, 5, '#22c55e');
  // pot on right burner
  b += rect(340, 150, 90, 86, c[500], { rx: 10 });
  b += rect(334, 146, 102, 12, c[600], { rx: 6 });
  b += rect(372, 134, 26, 10, c[700], { rx: 4 });
  b += stroke('M334 170h-14M436 170h14', c[700], 8);
  b += steam(365, 128, 70, '#ffffff', 6);
  b += steam(395, 124, 80, '#ffffff', 6);
  b += steam(260, 186, 60, '#ffffff', 5);
  // utensils on the side
  b += stroke('M540 250V150', c.b900, 6);
  b += ellipse(540, 142, 12, 18, c.b900);
  b += stroke('M580 250V140', '#94a3b8', 5);
  b += stroke('M570 140v22q10 8 20 0v-22', '#94a3b8', 4);
  b += rect(520, 230, 80, 20, '#a16207', { rx: 4 });
  b += circle(90, 210, 26, '#ef4444');
  b += path('M90 184q6 -10 14 -8', 'none', { stroke: '#16a34a', 'stroke-width': 4 });
  b += circle(130, 220, 18, '#f97316');
  return svg(W, H, b, 'A pan and a pot on a stove in front of Delft blue tiles');
}

function bookDiscussions(): string {
  const c = TEAL;
  let b = el('defs', {}, linearGradient('bg', [c[100], c.b200]));
  b += rect(0, 0, W, H, 'url(#bg)');
  b += softBlobs(W, H, [c[200], c.b300, '#ffffff'], 9);
  b += rect(0, 300, W, 100, c[700]);
  b += rect(0, 296, W, 10, c[600]);
  // stack of books
  const stack: [number, string][] = [
    [0, c.b700],
    [1, c[500]],
    [2, '#f97316'],
  ];
  for (const [k, col] of stack) {
    b += rect(60 + k * 6, 270 - k * 26, 130, 26, col, { rx: 3 });
    b += rect(70 + k * 6, 276 - k * 26, 110, 4, '#ffffff', { opacity: 0.5 });
  }
  // plant
  b += path('M560 296L548 240H600L588 296Z', '#f97316');
  b += path('M574 240Q540 200 548 160Q570 190 574 240Z', c[600]);
  b += path('M574 240Q600 190 620 170Q616 215 574 240Z', c[500]);
  b += path('M574 240Q570 180 590 140Q596 200 574 240Z', c[700]);
  // open book
  b += path('M320 150Q260 120 180 130V310Q260 300 320 326Z', '#ffffff');
  b += path('M320 150Q380 120 460 130V310Q380 300 320 326Z', '#f8fafc');
  b += path(
    'M180 310Q260 300 320 326Q380 300 460 310V322Q380 312 320 338Q260 312 180 322Z',
    c[800],
  );
  b += stroke('M320 150V326', c[200], 3);
  for (let k = 0; k < 7; k++) {
    const y = 160 + k * 20;
    b += stroke(`M200 ${y}Q255 ${y - 8} 300 ${y + 10}`, c.b300, 4);
    if (k !== 3) b += stroke(`M340 ${y + 10}Q385 ${y - 8} 440 ${y}`, c.b300, 4);
  }
  b += rect(360, 180, 64, 44, c[200], { rx: 4 });
  b += path('M366 218L386 196L398 210L408 200L420 218Z', c[500]);
  // bookmark ribbon
  b += path('M410 128V178L420 168L430 178V126Z', '#f97316');
  // mug
  b += coffeeCup(520, 300, 60, c.b600, c[300], '#78350f');
  b += steam(520, 250, 50, '#ffffff', 4);
  // speech bubbles
  b += bubble(150, 50, 80, 40, '#ffffff', false, c[600]);
  b += bubble(420, 40, 80, 40, c[600], true, '#ffffff');
  return svg(W, H, b, 'An open book, a stack of books and a mug');
}

function mediaDiscussions(): string {
  const c = TEAL;
  let b = el(
    'defs',
    {},
    linearGradient('bg', [c.b100, c[200]]) + linearGradient('scr', [c[500], c.b600], false),
  );
  b += rect(0, 0, W, H, 'url(#bg)');
  b += softBlobs(W, H, [c.b200, c[100], '#ffffff'], 13);
  // film strip diagonal
  b += el(
    'g',
    { transform: 'rotate(-12 320 200)' },
    rect(-40, 300, 720, 70, '#1f2937') +
      Array.from(
        { length: 24 },
        (_, k) =>
          rect(-30 + k * 30, 306, 16, 10, '#f8fafc', { rx: 2 }) +
          rect(-30 + k * 30, 354, 16, 10, '#f8fafc', { rx: 2 }),
      ).join('') +
      Array.from({ length: 8 }, (_, k) =>
        rect(-20 + k * 90, 322, 76, 28, k % 2 ? c[300] : c.b300, { rx: 3 }),
      ).join(''),
  );
  // TV / screen
  b += rect(170, 60, 300, 200, c[900], { rx: 18 });
  b += rect(184, 74, 272, 172, 'url(#scr)', { rx: 10 });
  b += circle(320, 160, 46, '#ffffff', { opacity: 0.95 });
  b += poly(
    [
      [306, 136],
      [306, 184],
      [346, 160],
    ],
    '#f97316',
  );
  b += rect(290, 260, 60, 20, c[900]);
  b += rect(250, 276, 140, 12, c[900], { rx: 6 });
  // progress bar
  b += rect(200, 226, 240, 6, '#ffffff', { opacity: 0.4, rx: 3 });
  b += rect(200, 226, 100, 6, '#ffffff', { rx: 3 });
  // clapperboard
  b += rect(500, 150, 100, 80, '#1f2937', { rx: 6 });
  b += el(
    'g',
    { transform: 'rotate(-14 500 150)' },
    rect(500, 126, 100, 22, '#1f2937', { rx: 3 }) +
      [0, 1, 2, 3]
        .map((k) =>
          poly(
            [
              [510 + k * 24, 126],
              [522 + k * 24, 126],
              [512 + k * 24, 148],
              [500 + k * 24, 148],
            ],
            '#f8fafc',
          ),
        )
        .join(''),
  );
  b += rect(512, 170, 76, 6, '#f8fafc', { opacity: 0.6, rx: 3 });
  b += rect(512, 188, 50, 6, '#f8fafc', { opacity: 0.6, rx: 3 });
  // headphones
  b += stroke('M60 200a50 50 0 0 1 100 0', c.b800, 10);
  b += rect(48, 190, 24, 44, c.b800, { rx: 10 });
  b += rect(148, 190, 24, 44, c.b800, { rx: 10 });
  b += bubble(70, 90, 80, 40, '#ffffff', false, c[600]);
  return svg(W, H, b, 'A screen with a play button, a film strip and a clapperboard');
}

function foodConversation(): string {
  const c = TEAL;
  let b = rect(0, 0, W, H, c[100]);
  // checkered tablecloth
  for (let ty = 0; ty < 10; ty++) {
    for (let tx = 0; tx < 16; tx++) {
      if ((tx + ty) % 2 === 0) b += rect(tx * 40, ty * 40, 40, 40, c[200]);
    }
  }
  // placemat shadow + plate
  b += ellipse(330, 216, 170, 150, c[700], { opacity: 0.15 });
  b += circle(320, 200, 150, '#ffffff');
  b += circle(320, 200, 118, c[50], { stroke: c[200], 'stroke-width': 3 });
  // food: salad leaves, tomato slices, bread
  for (const [lx, ly, rot, col] of [
    [285, 175, -30, '#22c55e'],
    [320, 160, 10, '#16a34a'],
    [300, 200, 40, '#4ade80'],
    [340, 195, -10, '#22c55e'],
  ] as const) {
    b += ellipse(lx, ly, 42, 22, col, { transform: `rotate(${rot} ${lx} ${ly})` });
    b += stroke(`M${lx - 30} ${ly}H${lx + 30}`, '#bbf7d0', 2.5, {
      transform: `rotate(${rot} ${lx} ${ly})`,
    });
  }
  for (const [tx, ty] of [
    [290, 230],
    [330, 240],
    [360, 210],
  ] as const) {
    b += circle(tx, ty, 18, '#ef4444');
    b += circle(tx, ty, 12, '#f87171');
  }
  b += path('M360 140q30 -20 50 10q10 30 -20 40q-40 0 -30 -50Z', '#fbbf24');
  b += path('M366 150q20 -10 34 6', 'none', { stroke: '#d97706', 'stroke-width': 3 });
  b += circle(270, 260, 10, '#f97316');
  b += circle(250, 240, 8, '#f97316');
  // fork (left)
  b += rect(124, 110, 12, 200, '#94a3b8', { rx: 6 });
  b += path('M112 60v50q0 20 18 20q18 0 18 -20v-50', 'none', {
    stroke: '#94a3b8',
    'stroke-width': 6,
    'stroke-linecap': 'round',
  });
  b += stroke('M124 60v46M136 60v46', '#94a3b8', 5);
  // knife (right)
  b += rect(504, 180, 14, 150, '#94a3b8', { rx: 7 });
  b += path('M504 186V70q24 10 18 116Z', '#cbd5e1');
  // glass of water
  b += path('M560 60h50l-6 90h-38Z', c.b200, { opacity: 0.8 });
  b += path('M564 90h42l-4 60h-34Z', c.b300, { opacity: 0.8 });
  // napkin
  b += poly(
    [
      [40, 300],
      [100, 300],
      [100, 380],
      [40, 380],
    ],
    '#f97316',
  );
  b += line(40, 320, 100, 320, '#fdba74', 3);
  b += bubble(450, 330, 80, 40, c[700], true, '#ffffff');
  b += bubble(150, 330, 80, 40, '#ffffff', false, c[700]);
  return svg(W, H, b, 'A plate of food with a fork and a knife');
}

function wineTastings(): string {
  const c = TEAL;
  let b = el('defs', {}, linearGradient('bg', [c[900], c[700]]));
  b += rect(0, 0, W, H, 'url(#bg)');
  // string lights
  b += stroke('M0 40Q160 100 320 50T640 60', '#e2e8f0', 2, { opacity: 0.6 });
  for (let k = 0; k < 12; k++) {
    const t = k / 11;
    const x = t * 640;
    const y =
      40 + Math.sin(t * Math.PI * 2) * 18 + 20 * (1 - Math.abs(t - 0.25) * 2) * (t < 0.5 ? 1 : 0);
    b += circle(x, y + 6, 7, '#fde68a');
    b += circle(x, y + 6, 14, '#fde68a', { opacity: 0.2 });
  }
  // table
  b += rect(0, 310, W, 90, '#7c4a26');
  b += rect(0, 304, W, 10, '#92582e');
  // bottle
  b += path('M120 304V190Q120 160 140 150V90H162V150Q182 160 182 190V304Z', '#134e4a');
  b += rect(138, 80, 26, 16, '#7f1d1d', { rx: 3 });
  b += rect(124, 210, 54, 60, '#f8fafc', { rx: 4 });
  b += circle(151, 234, 10, c[600]);
  b += rect(134, 252, 34, 4, c[600]);
  // glasses clinking
  const glass = (x: number, tilt: number, wine: string) =>
    el(
      'g',
      { transform: `rotate(${tilt} ${x} 300)` },
      path(`M${x - 40} 140Q${x - 44} 230 ${x} 236Q${x + 44} 230 ${x + 40} 140Z`, '#ffffff', {
        opacity: 0.25,
      }) +
        path(`M${x - 42} 190Q${x - 36} 232 ${x} 236Q${x + 36} 232 ${x + 42} 190Z`, wine) +
        path(`M${x - 40} 140Q${x - 44} 230 ${x} 236Q${x + 44} 230 ${x + 40} 140`, 'none', {
          stroke: '#f1f5f9',
          'stroke-width': 4,
        }) +
        rect(x - 3, 234, 6, 62, '#f1f5f9') +
        ellipse(x, 300, 30, 6, '#f1f5f9') +
        path(`M${x - 28} 150q-2 30 4 56`, 'none', {
          stroke: '#ffffff',
          'stroke-width': 5,
          opacity: 0.6,
          'stroke-linecap': 'round',
        }),
    );
  b += glass(300, -10, '#9f1239');
  b += glass(400, 10, '#fbbf24');
  // clink sparkle
  b += stroke('M350 110v-22M330 118l-12 -14M370 118l12 -14', '#fde68a', 4);
  // cheese board with Dutch cheese and grapes
  b += rect(460, 292, 160, 16, '#a16207', { rx: 6 });
  b += path('M480 292L560 292L560 250Z', '#fbbf24');
  b += path('M560 292L560 250L480 292', 'none', { stroke: '#d97706', 'stroke-width': 3 });
  b += circle(520, 280, 4, '#f59e0b');
  b += circle(540, 272, 3, '#f59e0b');
  for (const [gx, gy] of [
    [584, 272],
    [598, 272],
    [591, 284],
    [577, 284],
    [605, 284],
    [591, 260],
  ] as const) {
    b += circle(gx, gy, 8, '#7e22ce');
  }
  b += stroke('M591 252l6 -12', '#15803d', 3);
  return svg(W, H, b, 'Two wine glasses clinking next to a bottle and a cheese board');
}

const ACTIVITIES: Record<string, () => string> = {
  'coffee-chats': coffeeChats,
  'walking-talking': walkingTalking,
  'nature-walks': natureWalks,
  'museums-exhibitions': museums,
  'cultural-events': culturalEvents,
  'sports-outdoor': sportsOutdoor,
  'creative-workshops': creativeWorkshops,
  cooking,
  'book-discussions': bookDiscussions,
  'media-discussions': mediaDiscussions,
  'food-conversation': foodConversation,
  'wine-tastings': wineTastings,
};

// ---------------------------------------------------------------------------
// 4. Hero (1200x900)
// ---------------------------------------------------------------------------

interface SeatedOpts {
  x: number;
  seat: number;
  facing: 1 | -1;
  skin: string;
  hair: string;
  shirt: string;
  trousers: string;
  hairStyle: 'short' | 'long' | 'bun';
}

/** A seated person at a café table, seen from the side. */
function seatedPerson(o: SeatedOpts): string {
  const { x, seat, facing: f, skin, hair, shirt, trousers } = o;
  const s = 1;
  let out = '';
  // chair
  out += stroke(
    `M${x - f * 40} ${seat - 130}V${seat + 110}M${x + f * 30} ${seat}V${seat + 110}`,
    '#334155',
    7,
  );
  out += stroke(`M${x - f * 46} ${seat}H${x + f * 40}`, '#334155', 9);
  // legs
  out += stroke(`M${x - f * 20} ${seat - 10}H${x + f * 60}V${seat + 100}`, trousers, 30 * s);
  out += path(
    `M${x + f * 50} ${seat + 96}h${f * 34}q${f * 6} 0 ${f * 6} 10h${-f * 40}Z`,
    '#1f2937',
  );
  // torso
  out += path(
    `M${x - f * 36} ${seat - 6}V${seat - 100}Q${x - f * 36} ${seat - 140} ${x} ${seat - 140}Q${x + f * 34} ${seat - 140} ${x + f * 34} ${seat - 100}V${seat - 6}Z`,
    shirt,
  );
  // neck + head
  out += rect(x - 8 + f * 4, seat - 160, 16, 26, skin);
  const hx = x + f * 6;
  const hy = seat - 186;
  if (o.hairStyle === 'long') {
    out += path(
      `M${hx - f * 34} ${hy - 8}Q${hx - f * 50} ${hy + 60} ${hx - f * 20} ${hy + 64}H${hx + f * 4}V${hy}Z`,
      hair,
    );
  }
  out += circle(hx, hy, 32, skin);
  // hair cap
  if (o.hairStyle === 'short') {
    out += path(
      `M${hx - f * 34} ${hy + 4}Q${hx - f * 36} ${hy - 40} ${hx + f * 4} ${hy - 36}Q${hx + f * 34} ${hy - 34} ${hx + f * 32} ${hy - 10}Q${hx + f * 10} ${hy - 18} ${hx - f * 10} ${hy - 8}Q${hx - f * 16} ${hy + 6} ${hx - f * 20} ${hy + 14}Z`,
      hair,
    );
  } else {
    out += path(
      `M${hx - f * 34} ${hy + 10}Q${hx - f * 40} ${hy - 40} ${hx + f * 4} ${hy - 36}Q${hx + f * 36} ${hy - 32} ${hx + f * 32} ${hy - 4}Q${hx + f * 4} ${hy - 10} ${hx - f * 8} ${hy - 22}Q${hx - f * 14} ${hy - 2} ${hx - f * 22} ${hy + 14}Z`,
      hair,
    );
    if (o.hairStyle === 'bun') out += circle(hx - f * 26, hy - 30, 15, hair);
  }
  // face: eye, smile, cheek
  out += circle(hx + f * 16, hy - 4, 3.5, '#1f2937');
  out += stroke(`M${hx + f * 14} ${hy + 12}q${f * 8} 7 ${f * 16} 0`, '#1f2937', 3);
  out += circle(hx + f * 6, hy + 8, 6, '#f472b6', { opacity: 0.35 });
  // ear
  out += circle(hx - f * 6, hy + 2, 6, skin);
  // arm reaching to the table
  out += stroke(
    `M${x} ${seat - 110}Q${x + f * 10} ${seat - 50} ${x + f * 50} ${seat - 56}L${x + f * 90} ${seat - 66}`,
    shirt,
    20,
  );
  out += circle(x + f * 94, seat - 67, 10, skin);
  return out;
}

function hero(): string {
  const WH = 1200;
  const HH = 900;
  const cream = '#fff7ed';
  const teal = TEAL;
  const orange = AMBER;
  let b = el(
    'defs',
    {},
    linearGradient('sky', ['#ffedd5', cream]) + linearGradient('water', [teal[500], teal[700]]),
  );
  b += rect(0, 0, WH, HH, 'url(#sky)');
  b += circle(980, 150, 80, '#fed7aa');
  b += circle(980, 150, 120, '#fed7aa', { opacity: 0.35 });
  // clouds
  b += path(
    'M160 150a30 30 0 0 1 56 -20a40 40 0 0 1 74 14a24 24 0 0 1 -4 48H170a26 26 0 0 1 -10 -42Z',
    '#ffffff',
    { opacity: 0.85 },
  );
  b += path(
    'M640 90a24 24 0 0 1 44 -14a32 32 0 0 1 58 12a20 20 0 0 1 -4 38H650a20 20 0 0 1 -10 -36Z',
    '#ffffff',
    { opacity: 0.85 },
  );
  // back row of canal houses (soft)
  const r = rng(2024);
  let x = -20;
  const gables: Gable[] = ['bell', 'step', 'triangle', 'neck'];
  let i = 0;
  while (x < WH) {
    const w = 80 + Math.floor(r() * 30);
    b += canalHouse({
      x,
      base: 470,
      w,
      h: 200 + Math.floor(r() * 70),
      color: '#fcd9b6',
      gable: gables[i % 4] ?? 'bell',
      detail: false,
    });
    x += w - 4;
    i++;
  }
  // front row of canal houses
  const palette = [
    teal[700],
    orange[500],
    '#b45309',
    teal[600],
    '#9a3412',
    teal[800],
    orange[400],
    '#7c2d12',
  ];
  const front: Gable[] = [
    'step',
    'bell',
    'neck',
    'triangle',
    'bell',
    'step',
    'neck',
    'bell',
    'triangle',
    'step',
    'neck',
    'bell',
  ];
  x = -30;
  i = 0;
  while (x < WH) {
    const w = 100 + Math.floor(r() * 36);
    b += canalHouse({
      x,
      base: 520,
      w,
      h: 190 + Math.floor(r() * 90),
      color: palette[i % palette.length] ?? teal[700],
      gable: front[i % front.length] ?? 'step',
      window: '#fff7ed',
      frame: '#ffffff',
      door: '#1e293b',
    });
    x += w + 3;
    i++;
  }
  // quay
  b += rect(0, 516, WH, 20, '#78350f');
  // trees along the canal
  for (const tx of [90, 420, 760, 1110]) b += tree(tx, 520, 200, '#15803d', '#713f12');
  // canal
  b += rect(0, 536, WH, 130, 'url(#water)');
  // reflections
  for (let k = 0; k < 16; k++) {
    const wx = 20 + k * 76 + (k % 3) * 14;
    const wy = 560 + (k % 4) * 24;
    b += stroke(`M${wx} ${wy}q14 -8 28 0t28 0`, '#ccfbf1', 4, { opacity: 0.6 });
  }
  // little boat
  b += path('M940 612h170l-24 30H970Z', orange[600]);
  b += rect(980, 590, 60, 24, '#fff7ed', { rx: 6 });
  // foreground terrace
  b += rect(0, 664, WH, 236, '#fde7cc');
  b += rect(0, 660, WH, 10, '#9a3412');
  for (let k = 0; k < 13; k++) b += line(k * 100, 670, k * 100 - 60, 900, '#f7d6b0', 3);
  // parked bikes
  b += bicycle(110, 730, 130, teal[700]);
  b += bicycle(1090, 730, 130, orange[500]);
  // the table
  const tx = 600;
  const tableTop = 700;
  b += ellipse(tx, 880, 190, 14, '#9a3412', { opacity: 0.15 });
  b += stroke(`M${tx} ${tableTop}V860M${tx - 50} 870H${tx + 50}`, '#334155', 10);
  b += ellipse(tx, tableTop, 140, 22, '#1e293b');
  b += ellipse(tx, tableTop - 4, 140, 20, '#fff7ed', { stroke: '#e2e8f0', 'stroke-width': 3 });
  b += seatedPerson({
    x: 420,
    seat: 770,
    facing: 1,
    skin: '#8d5524',
    hair: '#1f1a17',
    shirt: teal[700],
    trousers: '#1e293b',
    hairStyle: 'short',
  });
  b += seatedPerson({
    x: 780,
    seat: 770,
    facing: -1,
    skin: '#f1c9a5',
    hair: '#b45309',
    shirt: orange[500],
    trousers: '#334155',
    hairStyle: 'bun',
  });
  b += coffeeCup(tx - 60, tableTop - 4, 58, teal[600], teal[200]);
  b += coffeeCup(tx + 52, tableTop - 4, 58, orange[500], orange[200]);
  b += steam(tx - 60, tableTop - 48, 56, teal[600], 5);
  b += steam(tx + 52, tableTop - 48, 56, orange[500], 5);
  // speech bubbles
  b += bubble(300, 450, 130, 60, '#ffffff', false, teal[700]);
  b += bubble(760, 440, 130, 60, orange[500], true, '#ffffff');
  return svg(WH, HH, b, 'Two people chatting over coffee at a café table by an Amsterdam canal');
}

// ---------------------------------------------------------------------------
// 5. Favicon
// ---------------------------------------------------------------------------

function favicon(): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    path(
      'M12 6h40a10 10 0 0 1 10 10v24a10 10 0 0 1 -10 10H28l-12 10v-10h-4a10 10 0 0 1 -10 -10V16A10 10 0 0 1 12 6Z',
      '#0f766e',
    ) +
    circle(24, 28, 4.5, '#ffffff') +
    circle(40, 28, 4.5, '#ffffff') +
    circle(52, 12, 9, '#f97316', { stroke: '#ffffff', 'stroke-width': 3 }) +
    '</svg>\n'
  );
}

// ---------------------------------------------------------------------------

function main(): void {
  for (const [slug, look] of Object.entries(BUDDIES))
    write(`images/buddies/${slug}.svg`, portrait(slug, look));
  for (const [slug, look] of Object.entries(TEAM))
    write(`images/team/${slug}.svg`, portrait(slug, look));
  for (const [id, draw] of Object.entries(ACTIVITIES)) write(`images/activities/${id}.svg`, draw());
  write('images/hero.svg', hero());
  write('favicon.svg', favicon());

  for (const f of written)
    console.log(`${f.path.padEnd(48)} ${(f.bytes / 1024).toFixed(1).padStart(6)} KB`);
  console.log(`${written.length} files written`);
}

main();
