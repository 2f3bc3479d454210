// @ts-check
// A copy of the project with more content, for measuring how the check, the build, the dev server and
// the editor grow with the school (scripts/bench-scale.mjs, tests/unit/edit-rebuild.test.ts). Nothing
// is written into the project: the copy lives in a folder of its own, with its own pages/, photos/,
// dist/ and kept files (node_modules/.cache), and the project's packages linked in.
// Content is generated from a seed, so two runs with the same numbers build the same site:
// - news posts about one a week back from today, written as a school office writes them (an event,
//   who took part, what happened, what comes next), with a summary, tags and, for some, a photo;
// - gallery photos, each its own file: small generated pictures (shapes and colour, no text drawn);
// - sessions of the term calendar back a number of years, each with its terms and dated events.
// `makeScaleSite` (below) makes the search's scale sites (`npm run bench:search-scale`,
// tests/e2e/search-scale.spec.ts): a lighter copy (the project linked, pages/ copied) whose posts are
// news of a Nigerian secondary school's own kinds and whose photos reuse the site's own (none encoded).
import fs from 'node:fs';
import path from 'node:path';

/** What a copy leaves out: made by the copy itself (or not needed to build it). */
const NOT_COPIED = new Set([
  'node_modules',
  'dist',
  'build',
  '.git',
  'test-results',
  'playwright-report',
  '.wrangler',
  '.upload',
  '.enquiries',
  '.tmp',
  'build-islands',
]);
/**
 * Kept files made from the code only, not from content (Decap's build, /admin's scripts): taken from
 * the project so a "cold" build of the copy is cold for its content. Not `build-steps`: that bundle
 * names its source files by absolute path, which must be the copy's.
 */
const CODE_CACHES = /^(decap-cms|admin-)/;

/**
 * Copies `project` into `to` (which must not exist yet), pages/ from `pages` when given; the
 * packages linked one by one, so the copy's node_modules/.cache and .vite are its own.
 * `linkKept`: kinds of the project's kept files to share (hard links, as kept files are replaced,
 * never written into): `precompress` spares a test compressing the unchanged code again.
 * @param {string} project
 * @param {string} to
 * @param {{ pages?: string, linkKept?: string[] }} [options]
 */
export function copyProject(project, to, { pages, linkKept = [] } = {}) {
  fs.cpSync(project, to, {
    recursive: true,
    filter: (source) => {
      const [top] = path.relative(project, source).split(path.sep);
      return !NOT_COPIED.has(top) && !(pages && top === 'pages');
    },
  });
  if (pages) fs.cpSync(pages, path.join(to, 'pages'), { recursive: true });
  const modules = path.join(project, 'node_modules');
  fs.mkdirSync(path.join(to, 'node_modules/.cache'), { recursive: true });
  for (const name of fs.readdirSync(modules)) {
    if (name === '.cache' || name === '.vite' || name === '.vite-temp') continue;
    fs.symlinkSync(path.join(modules, name), path.join(to, 'node_modules', name));
  }
  const caches = path.join(modules, '.cache');
  for (const kind of fs.existsSync(caches) ? fs.readdirSync(caches) : [])
    if (CODE_CACHES.test(kind)) fs.cpSync(path.join(caches, kind), path.join(to, 'node_modules/.cache', kind), { recursive: true });
  for (const kind of linkKept.filter((k) => fs.existsSync(path.join(caches, k)))) {
    fs.mkdirSync(path.join(to, 'node_modules/.cache', kind));
    for (const name of fs.readdirSync(path.join(caches, kind)))
      if (!name.endsWith('.tmp')) fs.linkSync(path.join(caches, kind, name), path.join(to, 'node_modules/.cache', kind, name));
  }
}

/**
 * A small seeded random source (mulberry32): the same seed, the same site.
 * @param {number} seed
 */
function randomFrom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** @template T @param {readonly T[]} list @returns {T} */
  const pick = (list) => list[Math.floor(next() * list.length)];
  /** @param {number} low @param {number} high */
  const between = (low, high) => low + Math.floor(next() * (high - low + 1));
  return { next, pick, between };
}

const HOUSES = ['Amina', 'Moremi', 'Sango', 'Oduduwa', 'Queen Idia', 'Jaja'];
const YEARS = ['Year 7', 'Year 8', 'Year 9', 'Year 10', 'Year 11', 'Year 12'];
const SUBJECTS = [
  'mathematics',
  'physics',
  'chemistry',
  'biology',
  'English',
  'French',
  'geography',
  'history',
  'economics',
  'computer science',
  'agricultural science',
  'fine art',
  'music',
];
const CITIES = ['Abeokuta', 'Lagos', 'Ibadan', 'Ijebu-Ode', 'Sagamu', 'Ota', 'Ilorin', 'Akure'];
const PAGES = [
  '/about/calendar',
  '/facilities/laboratories',
  '/facilities/library',
  '/facilities/sporting',
  '/admission/scholarship',
  '/about/contact-us',
  '/about/gallery',
  '/pastoral/house-system',
];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * The kinds of news a school office posts: a title, a summary, paragraphs and tags, each drawn from
 * the random source `r` and the post's day.
 * @typedef {{ title: string, summary: string, body: string[], tags: string[] }} Story
 * @type {((r: ReturnType<typeof randomFrom>, day: string) => Story)[]}
 */
const STORIES = [
  (r) => {
    const a = r.pick(HOUSES);
    const b = r.pick(HOUSES.filter((h) => h !== a));
    const points = r.between(140, 260);
    return {
      title: `${a} House wins the inter-house ${r.pick(['athletics', 'football', 'relay', 'swimming'])} competition`,
      summary: `${a} House finished first with ${points} points after a close afternoon on the main pitch; ${b} House came second.`,
      body: [
        `Students, staff and many parents gathered on the main pitch for this term's inter-house competition. ${a} House took the lead in the ${r.pick(['4 × 100 m relay', 'long jump', 'shot put', '800 m'])} and kept it until the last race.`,
        `${b} House came second, ${r.between(4, 30)} points behind. The games master thanked the house captains and the ${r.pick(YEARS)} prefects who marshalled the events.`,
        `Photos of the day are in [the gallery](/about/gallery).`,
      ],
      tags: ['sports', 'houses', 'inter-house'],
    };
  },
  (r) => {
    const subject = r.pick(SUBJECTS);
    const year = r.pick(YEARS);
    return {
      title: `${year} ${subject} project exhibition`,
      summary: `${year} students showed their ${subject} projects to parents and teachers, from models and posters to short talks on what they found.`,
      body: [
        `Each group chose a question in ${subject} at the start of the half term and worked on it in lessons and in prep. On ${r.pick(DAYS)} they presented their work in the ${r.pick(['school hall', 'laboratories', 'library'])}.`,
        `Teachers looked at the question asked, the care taken and how clearly the students explained their results. ${r.between(3, 8)} groups were commended.`,
        `- Best project: ${r.pick(['water filters from sand and charcoal', 'a rain gauge for the school farm', 'the history of our town', 'a survey of reading habits', 'a model of the solar system'])}\n- Best presentation: ${r.pick(HOUSES)} House group\n- Parents' choice: ${r.pick(['a solar cooker', 'a short film', 'a poster on healthy eating'])}`,
      ],
      tags: [subject, 'projects', year.toLowerCase()],
    };
  },
  (r) => {
    const day = r.pick(['Saturday', 'Friday']);
    return {
      title: `PTA meeting on ${day}: agenda and minutes`,
      summary: `The Parent-Teacher Association met in the school hall on ${day} at ${r.between(10, 12)} am to hear the principal's report on the term and to discuss ${r.pick(['the new hostel block', 'the school bus', 'the examinations timetable', 'the sports facilities'])}.`,
      body: [
        `About ${r.between(80, 240)} parents attended. The principal reported on the term so far, the examinations and the work on the ${r.pick(['library', 'laboratories', 'sports field', 'dining hall'])}.`,
        `Parents who could not attend can read the minutes, which are sent home with the students. The next meeting is on [the term calendar](/about/calendar).`,
      ],
      tags: ['PTA', 'parents', 'meeting'],
    };
  },
  (r) => {
    const place = r.pick([
      'the National Museum in Lagos',
      'Olumo Rock in Abeokuta',
      'the University of Ibadan zoo',
      'a cocoa farm near Ijebu-Ode',
      'the Lekki Conservation Centre',
      'a water treatment works',
    ]);
    const year = r.pick(YEARS);
    return {
      title: `${year} excursion to ${place.replace(/^the /, '')}`,
      summary: `${year} students spent a day at ${place} as part of their ${r.pick(SUBJECTS)} and social studies lessons, with a worksheet to complete on the way back.`,
      body: [
        `The students left school at ${r.between(6, 8)} am with their form teachers and returned before supper. A guide showed them round and answered their questions.`,
        `Back in class they wrote up what they saw. Thank you to the parents who signed the consent forms on time.`,
      ],
      tags: ['excursion', year.toLowerCase(), 'trips'],
    };
  },
  (r) => {
    const name = r.pick(['Mrs Adebayo', 'Mr Okafor', 'Dr Bello', 'Mrs Nwosu', 'Mr Adeyemi', 'Ms Eze', 'Mr Lawal']);
    const subject = r.pick(SUBJECTS);
    return {
      title: `Welcome to our new ${subject} teacher`,
      summary: `${name} joins the ${subject} department this term after ${r.between(3, 15)} years of teaching in ${r.pick(CITIES)}.`,
      body: [
        `${name} will teach ${subject} to ${r.pick(YEARS)} and ${r.pick(YEARS)} and will also help with the ${r.pick(['debating society', 'chess club', 'press club', 'farm club', 'choir'])}.`,
        `Students and parents can meet ${name} at the next visiting day.`,
      ],
      tags: ['staff', subject],
    };
  },
  (r) => {
    const count = r.between(2, 9);
    return {
      title: `${count} students in the state ${r.pick(['mathematics', 'science', 'spelling', 'debate'])} finals`,
      summary: `${count} of our students reached the Ogun State finals held in ${r.pick(CITIES)}, and ${r.between(1, count)} came home with medals.`,
      body: [
        `The students prepared after lessons with their teachers for ${r.between(3, 8)} weeks. The finals were held over ${r.pick(['one day', 'two days'])}.`,
        `Congratulations to every student who took part, and to the teachers who trained them.`,
      ],
      tags: ['competitions', 'awards', 'students'],
    };
  },
  (r) => ({
    title: `Visiting day on ${r.pick(['Saturday', 'Sunday'])}`,
    summary: `Parents may visit their children from 10 am to 4 pm. Please bring only the food and items allowed in the boarding house rules.`,
    body: [
      `Visitors sign in at the gate and collect a pass. The boarding houses are open to parents from ${r.between(10, 11)} am.`,
      `The list of what students may keep is on the [house system page](/pastoral/house-system). Questions: [contact us](/about/contact-us).`,
    ],
    tags: ['boarding', 'parents', 'visiting day'],
  }),
  (r) => {
    const year = r.pick(YEARS);
    return {
      title: `Entrance examination registration is open`,
      summary: `Registration for the next entrance examination is open until ${r.pick(['the end of the month', 'the last Friday of term', 'mid-term'])}; the examination is held at centres in ${r.pick(CITIES)}, ${r.pick(CITIES)} and on campus.`,
      body: [
        `Parents of children entering ${year} can register online or at the school office. Bring a recent photo and the child's last report.`,
        `Scholarships are awarded on the results: see [scholarships](/admission/scholarship).`,
      ],
      tags: ['admission', 'entrance examination', 'registration'],
    };
  },
  (r) => ({
    title: `${r.pick(['Harvest', 'Planting', 'Poultry'])} week on the college farm`,
    summary: `Students in the farm club ${r.pick(['harvested maize and cassava', 'planted tomatoes and peppers', 'looked after the new chicks'])} with the agricultural science teachers; some of it goes to the dining hall.`,
    body: [
      `Each ${r.pick(YEARS)} class spent an afternoon on the farm. They weighed what they picked and recorded it for their practical notebooks.`,
      `The farm club meets on ${r.pick(DAYS)} afternoons: new members are welcome.`,
    ],
    tags: ['farm', 'agricultural science', 'clubs'],
  }),
  (r) => ({
    title: `Library week: ${r.between(300, 1200)} books read this term`,
    summary: `Students read ${r.between(300, 1200)} books in the reading challenge; ${r.pick(HOUSES)} House read the most and the library has ${r.between(40, 200)} new titles.`,
    body: [
      `During library week each class had an extra reading period and a visit from ${r.pick(['a Nigerian author', 'a journalist', 'the state librarian'])}.`,
      `The [library](/facilities/library) is open after prep every day except Saturday.`,
    ],
    tags: ['library', 'reading'],
  }),
  (r) => ({
    title: `Health talk for ${r.pick(YEARS)} and ${r.pick(YEARS)}`,
    summary: `The school nurse and a visiting doctor spoke to students about ${r.pick(['malaria prevention', 'healthy eating', 'sleep and study', 'first aid', 'keeping hydrated in the dry season'])}.`,
    body: [
      `Students asked many questions after the talk. Leaflets were handed out to take home.`,
      `The sick bay is open day and night; parents are called when a student is unwell.`,
    ],
    tags: ['health', 'wellbeing'],
  }),
  (r) => ({
    title: `${r.pick(['Carol service', 'Cultural day', 'Independence Day celebration', 'Prize-giving day', 'Founders day'])} in the school hall`,
    summary: `Students ${r.pick(['sang, danced and acted', 'performed songs and plays from across Nigeria', 'received prizes for their work this year'])} before parents, staff and guests in the school hall.`,
    body: [
      `The programme began at ${r.between(9, 11)} am with a welcome from the principal. Each house prepared a performance.`,
      `Thank you to the parents who came, and to the ${r.pick(['music', 'fine art', 'drama'])} teachers who prepared the students.`,
      `See the dates of next term's events on [the term calendar](/about/calendar).`,
    ],
    tags: ['events', 'celebration', 'school hall'],
  }),
];

/** '2026-11-20' for a date. */
const isoDay = (/** @type {Date} */ d) => d.toISOString().slice(0, 10);
const slugOf = (/** @type {string} */ title) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .split('-')
    .slice(0, 6)
    .join('-');
const yamlString = (/** @type {string} */ text) => JSON.stringify(text);

/**
 * Writes `count` news posts into `site`/pages/news, about one a week back from `today`, the newest
 * first in the returned list (their files, relative to `site`). `photos`: photo names posts may show.
 * @param {string} site
 * @param {number} count
 * @param {{ today?: Date, photos?: string[], seed?: number }} [options]
 */
export function writePosts(site, count, { today = new Date(), photos = [], seed = 7 } = {}) {
  const r = randomFrom(seed);
  const dir = path.join(site, 'pages/news');
  fs.mkdirSync(dir, { recursive: true });
  const files = [];
  for (let i = 0; i < count; i++) {
    const day = new Date(today.getTime() - (i * 7 + r.between(0, 2)) * 86_400_000);
    const story = r.pick(STORIES)(r, isoDay(day));
    let file = `pages/news/${isoDay(day)}-${slugOf(story.title)}.mdx`;
    for (let n = 2; fs.existsSync(path.join(site, file)); n++) file = `pages/news/${isoDay(day)}-${slugOf(story.title)}-${n}.mdx`;
    const photo = photos.length && r.next() < 0.4 ? r.pick(photos) : undefined;
    const frontmatter = [
      `title: ${yamlString(story.title)}`,
      `date: ${isoDay(day)}`,
      `summary: ${yamlString(story.summary)}`,
      `tags: [${story.tags.map(yamlString).join(', ')}]`,
      ...(photo ? [`image: ${photo}`, `imageAlt: ${yamlString(`Students at the ${story.tags[0]} event`)}`] : []),
    ];
    const link =
      r.next() < 0.3 ? `\n\nMore: [${r.pick(['the term calendar', 'our facilities', 'contact the office'])}](${r.pick(PAGES)}).` : '';
    fs.writeFileSync(path.join(site, file), `---\n${frontmatter.join('\n')}\n---\n\n${story.body.join('\n\n')}${link}\n`);
    files.push(file);
  }
  return files;
}

/**
 * Writes `count` gallery photos into `site`/photos/gallery (JPEG, 640 wide, shapes and colours, no
 * text) and adds them to the gallery page's list (pages/about/_gallery.gallery.yml). Returns their
 * photo names (gallery/scale-0001).
 * @param {string} site
 * @param {number} count
 * @param {{ seed?: number }} [options]
 */
export async function writeGalleryPhotos(site, count, { seed = 11 } = {}) {
  const { default: sharp } = await import('sharp');
  const r = randomFrom(seed);
  const names = [];
  const list = path.join(site, 'pages/about/_gallery.gallery.yml');
  const listed = fs.existsSync(list) ? fs.readFileSync(list, 'utf8') : '';
  let id = Math.max(0, ...[...listed.matchAll(/^- id: (\d+)/gm)].map((m) => Number(m[1])));
  const entries = [];
  const scenes = [
    'the sports field',
    'a classroom',
    'the laboratory',
    'the library',
    'the school farm',
    'the dining hall',
    'the chapel',
    'a boarding house',
  ];
  for (let i = 1; i <= count; i++) {
    const name = `gallery/scale-${String(i).padStart(4, '0')}`;
    await writePhoto(sharp, r, path.join(site, 'photos', `${name}.jpg`), i);
    names.push(name);
    const scene = r.pick(scenes);
    entries.push(
      `- id: ${++id}\n  src: ${name}\n  alt: ${yamlString(`Students in ${scene} during ${r.pick(['a lesson', 'an event', 'free time', 'a practical'])}`)}\n  caption: ${yamlString(`Life at the college: ${scene}`)}`,
    );
  }
  if (entries.length) fs.writeFileSync(list, `${listed.trimEnd()}\n${entries.join('\n')}\n`);
  return names;
}

/**
 * One generated photo at `file` (JPEG): a sky and ground in colours of its own, with a few shapes.
 * @param {string} file
 * @param {number} n which photo: the same number, the same picture
 */
export async function writeGeneratedPhoto(file, n) {
  const { default: sharp } = await import('sharp');
  await writePhoto(sharp, randomFrom(1000 + n), file, n);
}

/**
 * @param {typeof import('sharp')} sharp
 * @param {ReturnType<typeof randomFrom>} r
 * @param {string} file
 * @param {number} n
 */
async function writePhoto(sharp, r, file, n) {
  const hue = (n * 47) % 360;
  const shapes = Array.from({ length: r.between(3, 7) }, () => {
    const [x, y, s] = [r.between(0, 640), r.between(120, 420), r.between(20, 120)];
    const fill = `hsl(${(hue + r.between(0, 180)) % 360} ${r.between(30, 80)}% ${r.between(25, 70)}%)`;
    return r.next() < 0.5
      ? `<circle cx="${x}" cy="${y}" r="${s}" fill="${fill}"/>`
      : `<rect x="${x}" y="${y}" width="${s * 1.5}" height="${s}" fill="${fill}"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="427"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 75%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 40% 45%)"/></linearGradient></defs><rect width="640" height="427" fill="url(#g)"/><rect y="260" width="640" height="167" fill="hsl(${(hue + 90) % 360} 35% 35%)"/>${shapes.join('')}</svg>`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toFile(file);
}

/**
 * Adds `years` - 1 earlier sessions (three terms each, with their dated events) before the
 * sessions already in `site`/pages/_school.calendar.yml, so the calendar holds `years` of dates.
 * @param {string} site
 * @param {number} years
 */
export function writeCalendarYears(site, years) {
  const file = path.join(site, 'pages/_school.calendar.yml');
  const text = fs.readFileSync(file, 'utf8');
  const first = Number(/^session: "(\d{4})\//m.exec(text)?.[1] ?? new Date().getFullYear());
  const terms = [];
  const events = [];
  for (let y = years - 1; y >= 1; y--) {
    const start = first - y;
    const session = `${start}/${start + 1}`;
    const spans = [
      ['First', `${start}-09-14`, `${start}-12-11`, `${start}-10-29`, `${start}-11-02`, `${start}-11-30`, `${start}-12-09`],
      [
        'Second',
        `${start + 1}-01-11`,
        `${start + 1}-03-26`,
        `${start + 1}-02-18`,
        `${start + 1}-02-22`,
        `${start + 1}-03-15`,
        `${start + 1}-03-24`,
      ],
      [
        'Third',
        `${start + 1}-04-26`,
        `${start + 1}-07-23`,
        `${start + 1}-06-03`,
        `${start + 1}-06-07`,
        `${start + 1}-07-05`,
        `${start + 1}-07-16`,
      ],
    ];
    for (const [name, termStart, termEnd, breakStart, breakEnd, examStart, examEnd] of spans) {
      terms.push(`  - name: ${name} term ${session}\n    start: ${termStart}\n    end: ${termEnd}`);
      events.push(
        `  - kind: resumption\n    title: Resumption of boarders, ${name.toLowerCase()} term ${session}\n    start: ${termStart}\n    note: Boarders arrive between 2 pm and 6 pm.`,
        `  - kind: mid-term-break\n    title: Mid-term break, ${name.toLowerCase()} term ${session}\n    start: ${breakStart}\n    end: ${breakEnd}`,
        `  - kind: examination\n    title: ${name} term examinations ${session}\n    start: ${examStart}\n    end: ${examEnd}`,
        `  - kind: closing\n    title: End of ${name.toLowerCase()} term ${session}\n    start: ${termEnd}`,
      );
    }
  }
  const withTerms = text.replace(/^terms:\n/m, `terms:\n${terms.map((t) => `${t}\n`).join('')}`);
  fs.writeFileSync(file, withTerms.replace(/^events:\n/m, `events:\n${events.map((e) => `${e}\n`).join('')}`));
}

// The search's scale sites: their own news text (kept as measured by bench:search-scale).

/** What of the project a scale site links rather than copies: all but pages/, which it adds to, and the build's output. */
const NOT_LINKED = new Set(['pages', 'dist', '.git']);

const FIRST = [
  'Adaeze',
  'Tunde',
  'Chiamaka',
  'Ibrahim',
  'Funmilayo',
  'Emeka',
  'Zainab',
  'Oluwaseun',
  'Ngozi',
  'Yusuf',
  'Temitope',
  'Chinedu',
  'Aisha',
  'Babajide',
  'Ifeoma',
  'Musa',
  'Kehinde',
  'Uchenna',
  'Halima',
  'Segun',
  'Nneka',
  'Abdullahi',
  'Bisola',
  'Obinna',
  'Hauwa',
  'Damilola',
  'Ikenna',
  'Fatima',
  'Adewale',
  'Chioma',
];
const LAST = [
  'Okafor',
  'Adeyemi',
  'Bello',
  'Nwosu',
  'Balogun',
  'Eze',
  'Abubakar',
  'Ogunleye',
  'Okonkwo',
  'Lawal',
  'Adebayo',
  'Obi',
  'Suleiman',
  'Akinola',
  'Chukwu',
  'Danjuma',
  'Oyelaran',
  'Uzor',
  'Olatunji',
  'Ibekwe',
];
const CLASSES = ['JSS1', 'JSS2', 'JSS3', 'SS1', 'SS2', 'SS3'];
const NEWS_HOUSES = ['Blue House', 'Green House', 'Red House', 'Yellow House'];
const PLACES = [
  'Abeokuta',
  'Lagos',
  'Ibadan',
  'Ijebu-Ode',
  'Ota',
  'Sagamu',
  'Ilorin',
  'Abuja',
  'Akure',
  'Osogbo',
  'Port Harcourt',
  'Enugu',
];
const NEWS_SUBJECTS = [
  'mathematics',
  'physics',
  'chemistry',
  'biology',
  'English',
  'literature',
  'French',
  'Yoruba',
  'geography',
  'economics',
  'computer studies',
  'agricultural science',
  'fine art',
  'music',
  'civic education',
  'history',
];
const CLUBS = [
  'debate club',
  'press club',
  'robotics club',
  'drama society',
  'chess club',
  'JETS club',
  'Red Cross society',
  'school band',
  'choir',
  'environmental club',
  'coding club',
  'French club',
];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Kinds of news: a title, tags and the sentences a post of that kind is made of (`{x}` filled at random). */
const KINDS = [
  {
    title: 'Inter-house {sport} final',
    tags: ['sports', '{sport}'],
    lines: [
      '{house} beat {house2} in the {sport} final on the school field, cheered on by students of every class.',
      'The captain, {name} of {class}, received the trophy from the games master.',
      'Parents who came to watch stayed for the prize giving under the canopy.',
      'The {sport} team trains every Tuesday and Thursday after prep.',
    ],
  },
  {
    title: '{class} excursion to {place}',
    tags: ['excursion', 'trip'],
    lines: [
      'Students of {class} travelled to {place} for a study visit linked to their {subject} lessons.',
      'They visited a factory, a museum and the palace of a traditional ruler.',
      'The trip was supervised by {name2} and four other teachers; every student returned safely by 6 pm.',
      'Reports written by the students will be shown on the notice board.',
    ],
  },
  {
    title: '{name} wins the state {subject} olympiad',
    tags: ['competition', 'results'],
    lines: [
      '{name} of {class} came first in the Ogun State {subject} olympiad held in {place}.',
      'Over two hundred students from forty schools took part in the written and practical rounds.',
      'Her teacher, {name2}, said the extra lessons on Saturday mornings made the difference.',
      'The school congratulates her and the other finalists.',
    ],
  },
  {
    title: '{club} presents its end of term show',
    tags: ['clubs', 'arts'],
    lines: [
      'The {club} held its end of term show in the assembly hall on {day} {month}.',
      'Members performed, displayed their projects and answered questions from parents.',
      '{name} and {name2} led the programme; the principal thanked the club patron.',
      'New members can join at the start of next term.',
    ],
  },
  {
    title: 'Health talk on {health} for boarders',
    tags: ['health', 'boarding'],
    lines: [
      'The school nurse and a visiting doctor from {place} spoke to boarders about {health}.',
      'Students learnt simple habits that keep them well in the hostel.',
      'House parents will follow up during the evening devotion.',
      'Parents with questions may contact the sick bay through the school office.',
    ],
  },
  {
    title: '{subject} week: projects and quizzes',
    tags: ['academics', '{subject}'],
    lines: [
      'The {subject} department held a week of quizzes, projects and talks for every class.',
      'The best project, by {name} of {class}, will represent the school in {place}.',
      'Guest speaker {name2} explained careers open to students who enjoy {subject}.',
      'Thanks to the teachers who stayed late to set up the exhibition.',
    ],
  },
  {
    title: 'Community service in {place}',
    tags: ['community', 'service'],
    lines: [
      'Members of the {club} spent Saturday cleaning a market and painting a primary school in {place}.',
      'They also donated books and stationery collected during the term.',
      '{name} of {class} said the day taught them how much a small effort can change.',
      'The next outreach is planned for {month}.',
    ],
  },
  {
    title: 'Alumni visit: {name} returns to speak',
    tags: ['alumni', 'careers'],
    lines: [
      '{name}, who left the school in {year}, returned to speak to SS2 and SS3 students.',
      'Now working in {place}, she spoke about university choices, hard work and integrity.',
      'Students asked about scholarships abroad and about life after secondary school.',
      'The old students association has offered two prizes for next speech day.',
    ],
  },
  {
    title: '{class} results in the {exam}',
    tags: ['results', 'examinations'],
    lines: [
      'Students of {class} sat the {exam} this term; {percent} per cent passed in five subjects or more.',
      'The best result was by {name}, with distinctions in {subject} and {subject2}.',
      'Teachers will meet parents to discuss each student\u2019s progress at the open day.',
      'Revision classes continue on weekday evenings.',
    ],
  },
  {
    title: 'New {facility} opened',
    tags: ['facilities', 'campus'],
    lines: [
      'The new {facility} was opened on {day} {month} by the chairman of the board of governors.',
      'It was built with support from parents and old students.',
      'Students will use it from next week under the supervision of {name2}.',
      'Photos of the opening are in the gallery.',
    ],
  },
  {
    title: 'Cultural day: {place} comes to school',
    tags: ['culture', 'events'],
    lines: [
      'Students dressed in traditional attire for cultural day, with food, dances and drumming.',
      'Each house presented the culture of a state; {house} won with a display about {place}.',
      '{name} of {class} recited a poem in Yoruba that earned a standing ovation.',
      'Parents joined the celebration in the afternoon.',
    ],
  },
  {
    title: 'Debate: {motion}',
    tags: ['debate', 'clubs'],
    lines: [
      'The senior debate on the motion \u201c{motion}\u201d drew a full hall.',
      '{name} of {class} spoke for the motion and {name2} against it; the judges called it the closest debate of the year.',
      'The best speaker will represent the school at the zonal competition in {place}.',
      'The debate club meets on Wednesday afternoons.',
    ],
  },
];
const FILL = {
  sport: ['football', 'basketball', 'volleyball', 'athletics', 'table tennis', 'handball', 'relay'],
  health: ['malaria prevention', 'hand washing', 'healthy eating', 'dental care', 'first aid', 'sleep and study'],
  exam: ['mock WAEC', 'mid-term tests', 'BECE', 'mock NECO', 'end of term examinations'],
  facility: [
    'science block',
    'borehole',
    'music room',
    'solar power plant',
    'school clinic wing',
    'basketball court',
    'reading room',
    'computer laboratory',
  ],
  motion: [
    'Social media does more harm than good',
    'Boarding school builds character',
    'Science is more useful than the arts',
    'Homework should be banned',
    'Technology makes us lazy',
  ],
};

/**
 * One generated post: its file name and text.
 * @param {() => number} rand
 * @param {number} i
 * @param {string} date
 */
function makePost(rand, i, date) {
  /** @template T @param {readonly T[]} list @returns {T} */
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const kind = KINDS[i % KINDS.length];
  const name = () => `${pick(FIRST)} ${pick(LAST)}`;
  /** @type {Record<string, string>} */
  const values = {
    name: name(),
    name2: `Mr ${pick(LAST)}`,
    class: pick(CLASSES),
    house: pick(NEWS_HOUSES),
    house2: pick(NEWS_HOUSES),
    place: pick(PLACES),
    subject: pick(NEWS_SUBJECTS),
    subject2: pick(NEWS_SUBJECTS),
    club: pick(CLUBS),
    month: pick(MONTHS),
    day: String(1 + Math.floor(rand() * 28)),
    year: String(1995 + Math.floor(rand() * 25)),
    percent: String(70 + Math.floor(rand() * 30)),
    ...Object.fromEntries(Object.entries(FILL).map(([k, list]) => [k, pick(list)])),
  };
  const fill = (/** @type {string} */ text) => text.replace(/\{(\w+)\}/g, (_, /** @type {string} */ k) => values[k]);
  const title = fill(kind.title);
  const lines = kind.lines.map(fill);
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const photo = pick(['campus/sports', 'campus/laboratory', 'campus/e-learning', 'facilities/library', 'facilities/accommodation']);
  const text = [
    '---',
    `title: ${JSON.stringify(title)}`,
    `date: ${date}`,
    `summary: ${JSON.stringify(lines[0])}`,
    `image: ${photo}`,
    `imageAlt: ${JSON.stringify(`Students at the ${title.toLowerCase()}`)}`,
    `tags: [${kind.tags.map(fill).join(', ')}]`,
    'example: true',
    '---',
    '',
    lines.slice(1).join(' '),
    '',
  ].join('\n');
  return { file: `${date}-${slug}-${i}.mdx`, text };
}

/**
 * `count` gallery entries after the site's own, reusing its photos.
 * @param {() => number} rand
 * @param {number} from
 * @param {number} count
 */
function galleryEntries(rand, from, count) {
  /** @template T @param {readonly T[]} list @returns {T} */
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const out = [];
  for (let id = from; id < from + count; id++) {
    const what = `${pick(['Students of', 'Teachers and students of', 'Parents and students of'])} ${pick(CLASSES)} ${pick(['at the', 'during the', 'after the'])} ${pick([...CLUBS, ...FILL.facility, 'speech day', 'cultural day', 'sports day'])}`;
    out.push(
      `- id: ${id}\n  src: gallery/${String(1 + (id % 32)).padStart(2, '0')}\n  alt: ${JSON.stringify(`${what}, ${pick(PLACES)} visit`)}\n  caption: ${JSON.stringify(what)}`,
    );
  }
  return out.join('\n');
}

/**
 * Writes a copy of the project at `root` into `dest` with `posts` generated news posts and gallery
 * photos up to `photos` in all. Returns `dest`.
 * @param {string} root
 * @param {string} dest
 * @param {{ posts: number, photos?: number, seed?: number }} options
 */
export function makeScaleSite(root, dest, { posts, photos = 0, seed = 56 }) {
  fs.rmSync(dest, { recursive: true, force: true });
  fs.mkdirSync(dest, { recursive: true });
  fs.cpSync(path.join(root, 'pages'), path.join(dest, 'pages'), { recursive: true });
  for (const name of fs.readdirSync(root)) if (!NOT_LINKED.has(name)) fs.symlinkSync(path.join(root, name), path.join(dest, name));
  const rand = randomFrom(seed).next;
  const start = Date.UTC(2026, 10, 13);
  for (let i = 0; i < posts; i++) {
    const date = new Date(start - i * 7 * 86400000).toISOString().slice(0, 10);
    const { file, text } = makePost(rand, i, date);
    fs.writeFileSync(path.join(dest, 'pages/news', file), text);
  }
  const gallery = path.join(dest, 'pages/about/_gallery.gallery.yml');
  if (fs.existsSync(gallery)) {
    const own = (fs.readFileSync(gallery, 'utf8').match(/^- id:/gm) ?? []).length;
    const ids = [...fs.readFileSync(gallery, 'utf8').matchAll(/^- id: (\d+)/gm)].map((m) => Number(m[1]));
    if (photos > own) fs.appendFileSync(gallery, `\n${galleryEntries(rand, Math.max(0, ...ids) + 1, photos - own)}\n`);
  }
  return dest;
}
