// @ts-check
// Draws the illustrative placeholder photos in photos/ (no real photos can be fetched here).
// The school replaces them with real photos of the same names (then runs `node scripts/images.mjs`,
// which `npm start` and `npm run build` also do); this script is only for the placeholders and is
// not part of the build. Run by: node scripts/generate-illustrations.mjs [name prefix]
//
// Placeholders carry no drawn-in words: captions belong to the page (a word inside a photo gets
// cropped on a phone and clashes with the real caption), and there is no text-drawing code here;
// svgFor() refuses any SVG with a <text> element. Each photo's shapes, colours and layout come from
// a seed made of its name, so no two photos look alike and a photo keeps its look when others change.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * A placeholder photo: its size and the kind of scene it shows (a key of `scenes`).
 * @typedef {object} PlaceholderSpec
 * @property {number} w
 * @property {number} h
 * @property {string} scene
 * @property {boolean} [bunks]
 */

/** The school's colours (src/styles/global.css) with the campus's greens, earth and sky. */
const SCHOOL = { navy: '#0b3a6b', navyDark: '#072647', gold: '#f2c14e', goldDark: '#c8932a', light: '#e8f0f9' };
const palettes = [
  ['#8ec5ea', '#e8f0f9', '#4f8f46', '#d9c3a0', SCHOOL.navy],
  ['#f6c28b', '#fdf1de', '#6a994e', '#e6d3b3', SCHOOL.navyDark],
  ['#a3c4dc', '#f1f6fa', '#3f7d5a', '#d9d2c5', SCHOOL.goldDark],
  ['#b9cfe8', '#fbf6ea', '#5c8a3a', '#efdcb4', '#8a3b2e'],
  ['#9ad1d4', '#eefafa', '#4a7c59', '#f0e1c6', SCHOOL.navy],
  ['#f2d49b', '#fff8e6', '#557a3d', '#e9d7bd', '#37536e'],
];
const skins = ['#5b3a24', '#6f4428', '#7b4b2a', '#8d5a34', '#4a2f1d'];
const clothes = [SCHOOL.navy, SCHOOL.gold, '#8a3b2e', '#2f5d62', '#6b3e75', '#3f7d5a', '#ffffff'];

/**
 * A number from a name: the same name always draws the same picture.
 * @param {string} name
 * @returns {number}
 */
export function seedOf(name) {
  let h = 2166136261;
  for (const c of name) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return (h % 2147483646) + 1;
}

/**
 * Park–Miller random numbers; the first few are dropped (nearby seeds start with nearby numbers).
 * @param {number} seed
 * @returns {() => number}
 */
function rand(seed) {
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let i = 0; i < 5; i++) next();
  return next;
}
/** @type {<T>(r: () => number, list: readonly T[]) => T} */
const pick = (r, list) => list[Math.floor(r() * list.length) % list.length];
/** @type {(r: () => number, a: number, b: number) => number} */
const between = (r, a, b) => a + r() * (b - a);
/** @type {(n: number, f: (i: number) => string) => string} */
const times = (n, f) => Array.from({ length: n }, (_, i) => f(i)).join('');

/**
 * Shapes for one kind of scene on a w×h canvas (p: palette, r: seeded random numbers, spec: the catalogue entry).
 * @type {Record<string, (w: number, h: number, p: string[], r: () => number, spec: PlaceholderSpec) => string>}
 */
const scenes = {
  building: (w, h, p, r) => {
    const ground = between(r, 0.64, 0.74);
    const x = between(r, 0.08, 0.3);
    const bw = between(r, 0.45, 0.7);
    const top = between(r, 0.3, 0.42);
    const roof = pick(r, [p[4], SCHOOL.navy, '#8a3b2e']);
    const windows = 5 + Math.floor(r() * 6);
    return `<rect y="${h * ground}" width="${w}" height="${h * (1 - ground)}" fill="${p[2]}"/>
      <rect x="${w * x}" y="${h * top}" width="${w * bw}" height="${h * (ground - top)}" fill="${p[3]}"/>
      <polygon points="${w * (x - 0.03)},${h * top} ${w * (x + bw / 2)},${h * (top - between(r, 0.1, 0.18))} ${w * (x + bw + 0.03)},${h * top}" fill="${roof}"/>
      ${times(windows, (i) => `<rect x="${w * (x + 0.03 + (i * (bw - 0.06)) / windows)}" y="${h * (top + 0.06)}" width="${((w * (bw - 0.1)) / windows) * 0.6}" height="${h * 0.08}" fill="${SCHOOL.navyDark}" opacity="0.8"/>`)}
      <rect x="${w * (x + bw / 2 - 0.03)}" y="${h * (ground - 0.13)}" width="${w * 0.06}" height="${h * 0.13}" fill="#5a3a22"/>
      ${times(3 + Math.floor(r() * 5), () => `<circle cx="${w * r()}" cy="${h * (ground - 0.02 + r() * 0.06)}" r="${h * between(r, 0.035, 0.08)}" fill="#3d6b35"/>`)}`;
  },
  classroom: (w, h, p, r) => {
    const boardX = between(r, 0.1, 0.35);
    const rows = 2 + Math.floor(r() * 2);
    return `<rect y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="${p[3]}"/>
      <rect x="${w * boardX}" y="${h * 0.12}" width="${w * between(r, 0.4, 0.55)}" height="${h * 0.3}" fill="#2f4f3a" stroke="#7a5230" stroke-width="${h * 0.015}"/>
      <path d="M${w * (boardX + 0.06)} ${h * 0.28} q${w * 0.05} -${h * between(r, 0.04, 0.1)} ${w * 0.1} 0 t${w * 0.1} 0" stroke="#fff" fill="none" stroke-width="${h * 0.006}"/>
      ${times(rows, (row) =>
        times(3, (i) => {
          const cx = w * (0.18 + i * 0.3 + (row % 2) * 0.08);
          const cy = h * (0.5 + row * 0.12);
          return `<circle cx="${cx}" cy="${cy}" r="${h * 0.045}" fill="${pick(r, skins)}"/><rect x="${cx - w * 0.05}" y="${cy + h * 0.05}" width="${w * 0.1}" height="${h * 0.05}" rx="${h * 0.01}" fill="${pick(r, clothes)}"/><rect x="${cx - w * 0.08}" y="${cy + h * 0.09}" width="${w * 0.16}" height="${h * 0.025}" fill="#8b5a2b"/>`;
        }),
      )}`;
  },
  lab: (w, h, _p, r) => {
    const bench = between(r, 0.6, 0.68);
    const n = 3 + Math.floor(r() * 3);
    const shelf = between(r, 0.2, 0.3);
    return `<rect x="${w * 0.05}" y="${h * shelf}" width="${w * 0.9}" height="${h * 0.015}" fill="#6d4c2f"/>
      ${times(6 + Math.floor(r() * 6), (i) => {
        const bh = between(r, 0.06, 0.11);
        return `<rect x="${w * (0.07 + i * 0.075)}" y="${h * (shelf - bh)}" width="${w * 0.035}" height="${h * bh}" rx="${w * 0.008}" fill="${pick(r, ['#9ad1d4', '#c6b4e3', SCHOOL.gold, '#f6c28b', '#a3c4dc'])}" opacity="0.9"/>`;
      })}
      <rect y="${h * bench}" width="${w}" height="${h * (1 - bench)}" fill="#dfe6ec"/>
      <rect x="0" y="${h * (bench - 0.05)}" width="${w}" height="${h * 0.06}" fill="#37474f"/>
      ${times(n, (i) => {
        const x = w * (0.12 + (i * 0.76) / (n - 1));
        const tall = between(r, 0.2, 0.3);
        const y = h * (bench - 0.05 - tall);
        const liquid = pick(r, ['#4fc3f7', '#81c784', SCHOOL.gold, '#f48fb1', '#ba68c8']);
        return r() > 0.4
          ? `<path d="M${x - w * 0.015} ${y} v${h * tall * 0.45} l-${w * 0.06} ${h * tall * 0.55} h${w * 0.15} l-${w * 0.06} -${h * tall * 0.55} v-${h * tall * 0.45}z" fill="#eef6f8" stroke="#455a64" stroke-width="${h * 0.006}"/><path d="M${x - w * 0.055} ${y + h * tall * 0.7} l-${w * 0.02} ${h * tall * 0.3} h${w * 0.15} l-${w * 0.02} -${h * tall * 0.3}z" fill="${liquid}"/>`
          : `<rect x="${x - w * 0.025}" y="${y}" width="${w * 0.05}" height="${h * tall}" rx="${w * 0.01}" fill="#eef6f8" stroke="#455a64" stroke-width="${h * 0.006}"/><rect x="${x - w * 0.025}" y="${y + h * tall * 0.45}" width="${w * 0.05}" height="${h * tall * 0.55}" rx="${w * 0.01}" fill="${liquid}"/>`;
      })}`;
  },
  sports: (w, h, _p, r) => {
    const horizon = between(r, 0.42, 0.56);
    const grass = pick(r, ['#3f8f3f', '#4a9a48', '#357f3a']);
    const track = r() > 0.5;
    return `<rect y="${h * horizon}" width="${w}" height="${h * (1 - horizon)}" fill="${grass}"/>
      ${track ? `<rect y="${h * (horizon + 0.02)}" width="${w}" height="${h * 0.07}" fill="#b5543c"/>${times(3, (i) => `<rect y="${h * (horizon + 0.035 + i * 0.02)}" width="${w}" height="${h * 0.004}" fill="#fff"/>`)}` : ''}
      <rect x="${w * 0.08}" y="${h * (horizon + 0.12)}" width="${w * 0.84}" height="${h * (0.82 - horizon)}" fill="none" stroke="#fff" stroke-width="${h * 0.008}"/>
      <circle cx="${w * 0.5}" cy="${h * (horizon + 0.12 + (0.82 - horizon) / 2)}" r="${h * 0.07}" fill="none" stroke="#fff" stroke-width="${h * 0.008}"/>
      <circle cx="${w * between(r, 0.25, 0.75)}" cy="${h * between(r, horizon + 0.15, 0.85)}" r="${h * 0.025}" fill="#fff"/>
      ${times(2 + Math.floor(r() * 4), () => {
        const x = w * between(r, 0.12, 0.88);
        const y = h * between(r, horizon + 0.1, 0.8);
        return `<circle cx="${x}" cy="${y - h * 0.09}" r="${h * 0.03}" fill="${pick(r, skins)}"/><rect x="${x - h * 0.03}" y="${y - h * 0.06}" width="${h * 0.06}" height="${h * 0.09}" rx="${h * 0.02}" fill="${pick(r, clothes)}"/>`;
      })}`;
  },
  library: (w, h, p, r) => {
    const shelves = 3 + Math.floor(r() * 2);
    const spacing = 0.9 / shelves;
    return `<rect width="${w}" height="${h}" fill="${pick(r, ['#efe3cf', '#f3ead9', '#e8dcc6'])}"/>
      ${times(
        shelves,
        (row) =>
          `<rect x="${w * 0.05}" y="${h * (0.05 + (row + 1) * spacing - 0.02)}" width="${w * 0.9}" height="${h * 0.02}" fill="#6d4c2f"/>` +
          times(20, (i) => {
            const bh = spacing * between(r, 0.55, 0.8);
            return `<rect x="${w * (0.06 + i * 0.044)}" y="${h * (0.05 + (row + 1) * spacing - 0.02 - bh)}" width="${w * between(r, 0.025, 0.038)}" height="${h * bh}" fill="${pick(r, [...p, SCHOOL.navy, SCHOOL.gold])}"/>`;
          }),
      )}`;
  },
  computers: (w, h, p, r) => {
    const n = 2 + Math.floor(r() * 3);
    const step = 0.9 / n;
    return `<rect y="${h * 0.68}" width="${w}" height="${h * 0.32}" fill="#cfd8dc"/>
      ${times(n, (i) => {
        const x = 0.05 + i * step;
        const sw = step * 0.8;
        return `<rect x="${w * x}" y="${h * 0.3}" width="${w * sw}" height="${h * 0.28}" rx="${h * 0.01}" fill="#263238"/><rect x="${w * (x + 0.015)}" y="${h * 0.32}" width="${w * (sw - 0.03)}" height="${h * 0.23}" fill="${pick(r, [p[0], SCHOOL.light, '#9ad1d4', SCHOOL.gold])}"/>${times(3, (k) => `<rect x="${w * (x + 0.03)}" y="${h * (0.35 + k * 0.05)}" width="${w * (sw - 0.06) * between(r, 0.4, 1)}" height="${h * 0.015}" fill="${SCHOOL.navy}" opacity="0.5"/>`)}<rect x="${w * (x + sw / 2 - 0.02)}" y="${h * 0.58}" width="${w * 0.04}" height="${h * 0.1}" fill="#37474f"/>`;
      })}`;
  },
  people: (w, h, p, r) => {
    const n = 4 + Math.floor(r() * 4);
    return `<rect y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="${p[2]}"/>
      ${times(n, (i) => {
        const x = w * (0.08 + (i * 0.84) / (n - 1));
        const s = between(r, 0.75, 1.1);
        return `<circle cx="${x}" cy="${h * (0.44 - s * 0.05)}" r="${h * 0.06 * s}" fill="${pick(r, skins)}"/><rect x="${x - h * 0.07 * s}" y="${h * (0.52 - s * 0.03)}" width="${h * 0.14 * s}" height="${h * 0.25 * s}" rx="${h * 0.05}" fill="${pick(r, clothes)}"/>`;
      })}`;
  },
  dorm: (w, h, p, r, spec) => {
    const coin = r();
    const bunks = spec.bunks ?? coin > 0.5;
    const beds = bunks ? 2 : 2 + Math.floor(r() * 2);
    const step = 0.78 / beds;
    const wall = pick(r, ['#f3ede4', '#eaf1f7', '#f6efe0', '#e9f0e6']);
    const cover = pick(r, [p[0], SCHOOL.navy, '#8a3b2e', '#2f5d62', SCHOOL.gold]);
    const windowX = between(r, 0.05, 0.75);
    /** @type {(x: number, y: number, bw: number) => string} */
    const bed = (x, y, bw) =>
      `<rect x="${w * x}" y="${h * y}" width="${w * bw}" height="${h * 0.08}" fill="${cover}"/><rect x="${w * x}" y="${h * (y - 0.04)}" width="${w * bw * 0.28}" height="${h * 0.045}" rx="${h * 0.02}" fill="#fff"/><rect x="${w * x}" y="${h * (y + 0.08)}" width="${w * bw}" height="${h * 0.03}" fill="#6d4c2f"/>`;
    return `<rect width="${w}" height="${h}" fill="${wall}"/><rect y="${h * 0.76}" width="${w}" height="${h * 0.24}" fill="${pick(r, ['#b08968', '#a47551', '#c2a27c'])}"/>
      <rect x="${w * windowX}" y="${h * 0.08}" width="${w * between(r, 0.14, 0.22)}" height="${h * 0.22}" fill="#a3c4dc" stroke="#fff" stroke-width="${h * 0.012}"/>
      ${times(beds, (i) => {
        const x = 0.04 + i * step;
        const bw = step * 0.8;
        return bunks
          ? `<rect x="${w * x}" y="${h * 0.3}" width="${w * 0.012}" height="${h * 0.46}" fill="#546e7a"/><rect x="${w * (x + bw - 0.012)}" y="${h * 0.3}" width="${w * 0.012}" height="${h * 0.46}" fill="#546e7a"/>${bed(x, 0.36, bw)}${bed(x, 0.62, bw)}`
          : `${bed(x, 0.58, bw)}<rect x="${w * x}" y="${h * 0.69}" width="${w * 0.012}" height="${h * 0.07}" fill="#6d4c2f"/><rect x="${w * (x + bw - 0.012)}" y="${h * 0.69}" width="${w * 0.012}" height="${h * 0.07}" fill="#6d4c2f"/>`;
      })}
      ${times(2, (i) => `<rect x="${w * (0.84 + i * 0.075)}" y="${h * 0.4}" width="${w * 0.07}" height="${h * 0.36}" fill="${pick(r, [SCHOOL.goldDark, '#78909c', SCHOOL.navy])}"/><rect x="${w * (0.9 + i * 0.075)}" y="${h * 0.55}" width="${w * 0.006}" height="${h * 0.04}" fill="#222"/>`)}
      <ellipse cx="${w * between(r, 0.3, 0.6)}" cy="${h * 0.88}" rx="${w * 0.2}" ry="${h * 0.05}" fill="${pick(r, [SCHOOL.gold, '#8a3b2e', '#2f5d62'])}" opacity="0.8"/>`;
  },
  farm: (w, h, _p, r) => {
    const ground = between(r, 0.55, 0.65);
    const barnX = between(r, 0.1, 0.6);
    return `<rect y="${h * ground}" width="${w}" height="${h * (1 - ground)}" fill="${pick(r, ['#9ccc65', '#8bc34a', '#aed581'])}"/>
      <rect x="${w * barnX}" y="${h * (ground - 0.25)}" width="${w * 0.3}" height="${h * 0.28}" fill="#c62828"/><polygon points="${w * (barnX - 0.02)},${h * (ground - 0.24)} ${w * (barnX + 0.15)},${h * (ground - 0.38)} ${w * (barnX + 0.32)},${h * (ground - 0.24)}" fill="#8e2020"/>
      ${times(6 + Math.floor(r() * 8), () => `<ellipse cx="${w * r()}" cy="${h * between(r, ground + 0.08, 0.95)}" rx="${h * 0.035}" ry="${h * 0.025}" fill="#fff"/>`)}`;
  },
  portrait: (w, h, _p, r) => {
    const head = w * between(r, 0.17, 0.22);
    const cx = w * between(r, 0.45, 0.55);
    const hair = pick(r, ['short', 'round', 'wrap']);
    return `<circle cx="${cx}" cy="${h * 0.4}" r="${head}" fill="${pick(r, skins)}"/>
      ${
        hair === 'wrap'
          ? `<ellipse cx="${cx}" cy="${h * 0.4 - head * 0.75}" rx="${head * 1.05}" ry="${head * 0.55}" fill="${pick(r, ['#8a3b2e', '#2f5d62', '#6b3e75', SCHOOL.navy])}"/>`
          : hair === 'round'
            ? `<ellipse cx="${cx}" cy="${h * 0.4 - head * 0.45}" rx="${head * 1.1}" ry="${head * 0.75}" fill="#1f1611"/><circle cx="${cx}" cy="${h * 0.4 + head * 0.1}" r="${head * 0.9}" fill="${pick(r, skins)}"/>`
            : `<path d="M${cx - head} ${h * 0.4 - head * 0.15} q${head} -${head * 1.3} ${head * 2} 0z" fill="#1f1611"/>`
      }
      <path d="M${w * 0.1} ${h} q0 -${h * 0.32} ${cx - w * 0.1} -${h * 0.32} q${w * 0.9 - cx} 0 ${w * 0.9 - cx} ${h * 0.32}z" fill="${pick(
        r,
        clothes.filter((c) => c !== '#ffffff'),
      )}"/>
      ${r() > 0.5 ? `<path d="M${cx - w * 0.05} ${h * 0.69} l${w * 0.05} ${h * 0.1} l${w * 0.05} -${h * 0.1}z" fill="#fff"/>` : ''}`;
  },
  abstract: (w, h, p, r) =>
    times(
      7 + Math.floor(r() * 6),
      () =>
        `<circle cx="${w * r()}" cy="${h * r()}" r="${h * between(r, 0.08, 0.35)}" fill="${pick(r, [...p, SCHOOL.navy, SCHOOL.gold])}" opacity="${between(r, 0.35, 0.65).toFixed(2)}"/>`,
    ),
};

/**
 * Soft out-of-focus lights behind the scene: what makes two photos of the same kind of scene differ at a glance.
 * @param {number} w
 * @param {number} h
 * @param {() => number} r
 */
function bokeh(w, h, r) {
  return times(
    4 + Math.floor(r() * 5),
    () =>
      `<circle cx="${w * r()}" cy="${h * r() * 0.6}" r="${h * between(r, 0.03, 0.12)}" fill="${pick(r, ['#ffffff', SCHOOL.gold, SCHOOL.light])}" opacity="${between(r, 0.12, 0.3).toFixed(2)}"/>`,
  );
}

/**
 * The SVG of one placeholder: sky gradient (angle and colours from the seed), the scene, lights. Never any text.
 * @param {PlaceholderSpec & { seed: number }} spec
 * @returns {string}
 */
export function svgFor(spec) {
  const { w, h, scene, seed } = spec;
  const r = rand(seed);
  const p = pick(r, palettes);
  const angle = Math.floor(r() * 60) - 30;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><linearGradient id="sky" gradientTransform="rotate(${90 + angle} 0.5 0.5)"><stop offset="0" stop-color="${p[0]}"/><stop offset="1" stop-color="${p[1]}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>${bokeh(w, h, r)}${scenes[scene](w, h, p, r, spec)}</svg>`;
  if (/<text[\s>]/.test(svg)) throw new Error(`Placeholder ${scene} would draw text: placeholders carry no words`);
  return svg;
}

const wide = { w: 1600, h: 900 };
const card = { w: 1200, h: 900 };
const tall = { w: 900, h: 1200 };
const face = { w: 600, h: 750 };

/**
 * photos/<name>.jpg → its size and the kind of scene it shows.
 * @type {Record<string, PlaceholderSpec>}
 */
export const catalogue = {
  'hero/01-campus': { ...wide, scene: 'building' },
  'hero/02-classroom': { ...wide, scene: 'classroom' },
  'hero/03-laboratory': { ...wide, scene: 'lab' },
  'hero/04-sports': { ...wide, scene: 'sports' },
  'hero/05-library': { ...wide, scene: 'library' },
  'hero/06-e-learning': { ...wide, scene: 'computers' },
  'hero/07-students': { ...wide, scene: 'people' },
  'campus/vocational': { ...card, scene: 'farm' },
  'campus/sports': { ...card, scene: 'sports' },
  'campus/laboratory': { ...card, scene: 'lab' },
  'campus/e-learning': { ...card, scene: 'computers' },
  // The accommodation page shows these two side by side: single beds here, bunks in boarding/room.
  'facilities/accommodation': { ...card, scene: 'dorm', bunks: false },
  'facilities/library': { ...card, scene: 'library' },
  'facilities/sporting': { ...card, scene: 'sports' },
  'facilities/laboratories': { ...card, scene: 'lab' },
  'facilities/e-learning': { ...card, scene: 'computers' },
  'leaders/founder': { ...face, scene: 'portrait' },
  'leaders/principal': { ...face, scene: 'portrait' },
  'misc/video-poster': { w: 1280, h: 720, scene: 'building' },
  // Boarding-house photos (facilities/accommodation page, beside facilities/accommodation).
  'boarding/room': { ...card, scene: 'dorm', bunks: true },
  'boarding/common-room': { ...card, scene: 'people' },
  'boarding/dining-hall': { ...card, scene: 'classroom' },
};
const galleryScenes = ['building', 'classroom', 'lab', 'sports', 'library', 'computers', 'people', 'building', 'farm', 'abstract'];
for (let i = 1; i <= 32; i++) {
  const size = i % 5 === 0 ? tall : i % 3 === 0 ? wide : card;
  catalogue[`gallery/${String(i).padStart(2, '0')}`] = { ...size, scene: galleryScenes[(i - 1) % galleryScenes.length] };
}
for (let i = 1; i <= 6; i++) catalogue[`governance/member-${i}`] = { ...face, scene: 'portrait' };
// Staff pages: a few portraits; everyone else shows public/images/staff-placeholder.svg.
for (const name of [
  'vice-principal',
  'administrative-manager',
  'curriculum-leader',
  'head-languages',
  'head-science',
  'head-maths-ict',
  'head-pastoral',
  'farm-manager',
]) {
  catalogue[`staff/${name}`] = { ...face, scene: 'portrait' };
}

/**
 * Draws every placeholder (or those whose name starts with `only`) into photos/.
 * @param {string} [only]
 * @returns {Promise<void>}
 */
export async function drawIllustrations(only) {
  let drawn = 0;
  for (const [name, spec] of Object.entries(catalogue)) {
    if (only && !name.startsWith(only)) continue;
    const file = path.join('photos', `${name}.jpg`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Flat illustration: a lower quality and 4:2:0 chroma keep the files small without visible loss.
    await sharp(Buffer.from(svgFor({ ...spec, seed: seedOf(name) })))
      .jpeg({ quality: 78, mozjpeg: true })
      .toFile(file);
    drawn++;
  }
  console.log(`Drew ${drawn} placeholder photos in photos/.`);
}
