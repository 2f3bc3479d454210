// Draws the illustrative placeholder photos in photos/ (no real photos can be fetched here).
// The school replaces them with real photos of the same names; this script is only for the
// placeholders and is not part of the build. Usage: node scripts/generate-illustrations.mjs [name prefix]
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const palettes = [
  ['#8ec5ea', '#eaf4fb', '#4f8f46', '#c9a27a', '#8a3b2e'],
  ['#f6c28b', '#fde9d0', '#6a994e', '#e0c9a6', '#9c4a2f'],
  ['#a3c4dc', '#f1f6fa', '#3f7d5a', '#d9d2c5', '#37536e'],
  ['#c6b4e3', '#f3eefb', '#5c8a3a', '#e7d8b8', '#6b3e75'],
  ['#9ad1d4', '#eefafa', '#4a7c59', '#f0e1c6', '#2f5d62'],
];

const rand = (seed) => () => ((seed = (seed * 16807) % 2147483647) / 2147483647);

/** Shapes for one kind of scene, drawn on a w×h canvas. */
const scenes = {
  building: (w, h, p, r) => `<rect y="${h * 0.68}" width="${w}" height="${h * 0.32}" fill="${p[2]}"/>
    <rect x="${w * 0.18}" y="${h * 0.36}" width="${w * 0.64}" height="${h * 0.34}" fill="${p[3]}"/>
    <polygon points="${w * 0.15},${h * 0.37} ${w * 0.5},${h * 0.18} ${w * 0.85},${h * 0.37}" fill="${p[4]}"/>
    ${Array.from({ length: 8 }, (_, i) => `<rect x="${w * (0.22 + i * 0.072)}" y="${h * 0.44}" width="${w * 0.04}" height="${h * 0.08}" fill="#2d4e6e" opacity="0.85"/>`).join('')}
    <rect x="${w * 0.46}" y="${h * 0.56}" width="${w * 0.08}" height="${h * 0.14}" fill="#5a3a22"/>
    ${Array.from({ length: 5 }, () => `<circle cx="${w * r()}" cy="${h * (0.64 + r() * 0.05)}" r="${h * (0.04 + r() * 0.04)}" fill="#3d6b35"/>`).join('')}`,
  classroom: (w, h, p) => `<rect y="${h * 0.75}" width="${w}" height="${h * 0.25}" fill="${p[3]}"/>
    <rect x="${w * 0.2}" y="${h * 0.15}" width="${w * 0.6}" height="${h * 0.32}" fill="#2f4f3a" stroke="#7a5230" stroke-width="${h * 0.015}"/>
    <path d="M${w * 0.27} ${h * 0.3} q${w * 0.05} -${h * 0.08} ${w * 0.1} 0 t${w * 0.1} 0" stroke="#fff" fill="none" stroke-width="${h * 0.006}"/>
    ${Array.from({ length: 3 }, (_, i) => `<rect x="${w * (0.12 + i * 0.28)}" y="${h * 0.62}" width="${w * 0.2}" height="${h * 0.04}" fill="#8b5a2b"/><circle cx="${w * (0.22 + i * 0.28)}" cy="${h * 0.52}" r="${h * 0.06}" fill="${p[4]}"/>`).join('')}`,
  lab: (w, h, p) => `<rect y="${h * 0.66}" width="${w}" height="${h * 0.34}" fill="#dfe6ec"/>
    <rect x="0" y="${h * 0.6}" width="${w}" height="${h * 0.06}" fill="#37474f"/>
    ${Array.from({ length: 5 }, (_, i) => `<path d="M${w * (0.14 + i * 0.17)} ${h * 0.32} v${h * 0.1} l-${w * 0.05} ${h * 0.18} h${w * 0.1} l-${w * 0.05} -${h * 0.18} v-${h * 0.1}z" fill="${p[i % 5]}" stroke="#455a64" stroke-width="${h * 0.006}"/>`).join('')}`,
  sports: (w, h, p) => `<rect y="${h * 0.5}" width="${w}" height="${h * 0.5}" fill="#3f8f3f"/>
    <rect x="${w * 0.08}" y="${h * 0.58}" width="${w * 0.84}" height="${h * 0.34}" fill="none" stroke="#fff" stroke-width="${h * 0.008}"/>
    <circle cx="${w * 0.5}" cy="${h * 0.75}" r="${h * 0.08}" fill="none" stroke="#fff" stroke-width="${h * 0.008}"/>
    <circle cx="${w * 0.62}" cy="${h * 0.7}" r="${h * 0.03}" fill="#fff"/>
    <rect x="${w * 0.06}" y="${h * 0.42}" width="${w * 0.012}" height="${h * 0.2}" fill="#fff"/><rect x="${w * 0.93}" y="${h * 0.42}" width="${w * 0.012}" height="${h * 0.2}" fill="#fff"/>`,
  library: (w, h, p) => `<rect width="${w}" height="${h}" fill="#efe3cf"/>
    ${Array.from({ length: 4 }, (_, row) => `<rect x="${w * 0.06}" y="${h * (0.14 + row * 0.2)}" width="${w * 0.88}" height="${h * 0.02}" fill="#6d4c2f"/>` + Array.from({ length: 22 }, (_, i) => `<rect x="${w * (0.07 + i * 0.039)}" y="${h * (0.02 + row * 0.2)}" width="${w * 0.03}" height="${h * (0.1 + ((i * 7 + row) % 3) * 0.01)}" fill="${p[(i + row) % 5]}"/>`).join('')).join('')}`,
  computers: (w, h, p) => `<rect y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="#cfd8dc"/>
    ${Array.from({ length: 3 }, (_, i) => `<rect x="${w * (0.08 + i * 0.31)}" y="${h * 0.3}" width="${w * 0.24}" height="${h * 0.28}" rx="${h * 0.01}" fill="#263238"/><rect x="${w * (0.1 + i * 0.31)}" y="${h * 0.33}" width="${w * 0.2}" height="${h * 0.21}" fill="${p[i]}"/><rect x="${w * (0.18 + i * 0.31)}" y="${h * 0.58}" width="${w * 0.04}" height="${h * 0.1}" fill="#37474f"/>`).join('')}`,
  people: (w, h, p, r) => `<rect y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="${p[2]}"/>
    ${Array.from({ length: 6 }, (_, i) => { const x = w * (0.1 + i * 0.16); const s = 0.8 + r() * 0.3; return `<circle cx="${x}" cy="${h * (0.42 - s * 0.05)}" r="${h * 0.06 * s}" fill="#7b4b2a"/><rect x="${x - h * 0.07 * s}" y="${h * (0.5 - s * 0.03)}" width="${h * 0.14 * s}" height="${h * 0.25 * s}" rx="${h * 0.05}" fill="${p[(i + 2) % 5]}"/>`; }).join('')}`,
  dorm: (w, h, p) => `<rect width="${w}" height="${h}" fill="#f3ede4"/><rect y="${h * 0.75}" width="${w}" height="${h * 0.25}" fill="#b08968"/>
    ${Array.from({ length: 2 }, (_, i) => `<rect x="${w * (0.1 + i * 0.45)}" y="${h * 0.5}" width="${w * 0.35}" height="${h * 0.12}" fill="${p[i]}"/><rect x="${w * (0.1 + i * 0.45)}" y="${h * 0.45}" width="${w * 0.1}" height="${h * 0.06}" rx="${h * 0.02}" fill="#fff"/><rect x="${w * (0.1 + i * 0.45)}" y="${h * 0.62}" width="${w * 0.35}" height="${h * 0.13}" fill="#6d4c2f"/>`).join('')}
    <rect x="${w * 0.42}" y="${h * 0.12}" width="${w * 0.16}" height="${h * 0.22}" fill="#a3c4dc" stroke="#fff" stroke-width="${h * 0.01}"/>`,
  farm: (w, h, p, r) => `<rect y="${h * 0.6}" width="${w}" height="${h * 0.4}" fill="#9ccc65"/>
    <rect x="${w * 0.55}" y="${h * 0.35}" width="${w * 0.3}" height="${h * 0.28}" fill="#c62828"/><polygon points="${w * 0.53},${h * 0.36} ${w * 0.7},${h * 0.22} ${w * 0.87},${h * 0.36}" fill="#8e2020"/>
    ${Array.from({ length: 9 }, () => `<ellipse cx="${w * (0.05 + r() * 0.45)}" cy="${h * (0.7 + r() * 0.2)}" rx="${h * 0.035}" ry="${h * 0.025}" fill="#fff"/>`).join('')}`,
  portrait: (w, h, p) => `<rect width="${w}" height="${h}" fill="${p[1]}"/><circle cx="${w * 0.5}" cy="${h * 0.4}" r="${w * 0.2}" fill="#7b4b2a"/>
    <path d="M${w * 0.12} ${h} q0 -${h * 0.32} ${w * 0.38} -${h * 0.32} q${w * 0.38} 0 ${w * 0.38} ${h * 0.32}z" fill="${p[4]}"/>`,
  abstract: (w, h, p, r) => Array.from({ length: 9 }, (_, i) => `<circle cx="${w * r()}" cy="${h * r()}" r="${h * (0.1 + r() * 0.3)}" fill="${p[i % 5]}" opacity="0.55"/>`).join(''),
};

function svgFor({ w, h, scene, caption, palette, seed }) {
  const p = palettes[palette % palettes.length];
  const r = rand(seed);
  const band = caption
    ? `<rect x="${w * 0.04}" y="${h - h * 0.14}" width="${Math.min(w * 0.92, caption.length * h * 0.034 + w * 0.06)}" height="${h * 0.09}" rx="${h * 0.02}" fill="#072647" opacity="0.78"/>
       <text x="${w * 0.07}" y="${h - h * 0.075}" font-family="DejaVu Sans, sans-serif" font-size="${h * 0.05}" fill="#fff">${caption}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p[0]}"/><stop offset="1" stop-color="${p[1]}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>${scenes[scene](w, h, p, r)}${band}</svg>`;
}

const wide = { w: 1600, h: 900 };
const card = { w: 1200, h: 900 };
const tall = { w: 900, h: 1200 };
const face = { w: 600, h: 750 };

/** photos/<name>.jpg → what it shows. */
const catalogue = {
  // Hero photos fill the screen behind the title: no caption band (a phone would crop it).
  'hero/01-campus': { ...wide, scene: 'building' },
  'hero/02-classroom': { ...wide, scene: 'classroom' },
  'hero/03-laboratory': { ...wide, scene: 'lab' },
  'hero/04-sports': { ...wide, scene: 'sports' },
  'hero/05-library': { ...wide, scene: 'library' },
  'hero/06-e-learning': { ...wide, scene: 'computers' },
  'hero/07-students': { ...wide, scene: 'people' },
  'campus/vocational': { ...card, scene: 'farm', caption: 'Vocational learning' },
  'campus/sports': { ...card, scene: 'sports', caption: 'Sports activities' },
  'campus/laboratory': { ...card, scene: 'lab', caption: 'Laboratory activities' },
  'campus/e-learning': { ...card, scene: 'computers', caption: 'E-learning facilities' },
  'facilities/accommodation': { ...card, scene: 'dorm', caption: 'Boarding house' },
  'facilities/library': { ...card, scene: 'library', caption: 'School library' },
  'facilities/sporting': { ...card, scene: 'sports', caption: 'Sporting facilities' },
  'facilities/laboratories': { ...card, scene: 'lab', caption: 'Laboratories' },
  'facilities/e-learning': { ...card, scene: 'computers', caption: 'E-learning' },
  'leaders/founder': { ...face, scene: 'portrait' },
  'leaders/principal': { ...face, scene: 'portrait' },
  'misc/video-poster': { w: 1280, h: 720, scene: 'building', caption: 'Campus tour video' },
};
const galleryScenes = ['building', 'classroom', 'lab', 'sports', 'library', 'computers', 'people', 'dorm', 'farm', 'abstract'];
const galleryCaptions = ['Campus grounds', 'Lesson time', 'Chemistry practical', 'Inter-house sports', 'Reading hour', 'Coding class', 'Cultural day', 'Boarding house', 'College farm', 'Art exhibition'];
for (let i = 1; i <= 32; i++) {
  const k = (i - 1) % galleryScenes.length;
  const size = i % 5 === 0 ? tall : i % 3 === 0 ? wide : card;
  catalogue[`gallery/${String(i).padStart(2, '0')}`] = { ...size, scene: galleryScenes[k], caption: `${galleryCaptions[k]} ${Math.ceil(i / 10)}` };
}
for (let i = 1; i <= 6; i++) catalogue[`governance/member-${i}`] = { ...face, scene: 'portrait' };
// Staff pages: a few portraits; everyone else shows public/images/staff-placeholder.svg.
for (const name of ['vice-principal', 'administrative-manager', 'curriculum-leader', 'head-languages', 'head-science', 'head-maths-ict', 'head-pastoral', 'farm-manager']) {
  catalogue[`staff/${name}`] = { ...face, scene: 'portrait' };
}

// `node scripts/generate-illustrations.mjs staff/` draws only the photos whose name starts with staff/.
const only = process.argv[2];
// Boarding-house photos (facilities/accommodation page). Added after the others so their colours do not change.
Object.assign(catalogue, {
  'boarding/room': { ...card, scene: 'dorm', caption: 'A four-bed room' },
  'boarding/common-room': { ...card, scene: 'people', caption: 'House common room' },
  'boarding/dining-hall': { ...card, scene: 'classroom', caption: 'Dining hall' },
});

let n = 0;
let drawn = 0;
for (const [name, spec] of Object.entries(catalogue)) {
  if (only && !name.startsWith(only)) {
    n++;
    continue;
  }
  const file = path.join('photos', `${name}.jpg`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const svg = svgFor({ ...spec, palette: n, seed: 1000 + n * 77 });
  await sharp(Buffer.from(svg)).jpeg({ quality: 85, mozjpeg: true }).toFile(file);
  n++;
  drawn++;
}
console.log(`Drew ${drawn} placeholder photos in photos/.`);
