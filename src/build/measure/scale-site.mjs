// A copy of the site with many generated news posts and gallery photos, for the benchmarks and tests
// that measure how the site grows (`npm run bench:search-scale`, tests/e2e/search-scale.spec.ts).
// The text is made from a seeded generator: varied school news (events, results, visits, clubs), with
// names, classes, houses, places and dates, so the vocabulary grows as a real school's would. The same
// seed and count give the same site. Photos reuse the site's own (no new image to encode).
import fs from 'node:fs';
import path from 'node:path';

/** What of the project a copy links rather than copies: all but pages/, which it adds to, and the build's output. */
const NOT_LINKED = new Set(['pages', 'dist', '.git']);

/** A small seeded generator (mulberry32): the same site for the same seed. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['Adaeze', 'Tunde', 'Chiamaka', 'Ibrahim', 'Funmilayo', 'Emeka', 'Zainab', 'Oluwaseun', 'Ngozi', 'Yusuf', 'Temitope', 'Chinedu', 'Aisha', 'Babajide', 'Ifeoma', 'Musa', 'Kehinde', 'Uchenna', 'Halima', 'Segun', 'Nneka', 'Abdullahi', 'Bisola', 'Obinna', 'Hauwa', 'Damilola', 'Ikenna', 'Fatima', 'Adewale', 'Chioma'];
const LAST = ['Okafor', 'Adeyemi', 'Bello', 'Nwosu', 'Balogun', 'Eze', 'Abubakar', 'Ogunleye', 'Okonkwo', 'Lawal', 'Adebayo', 'Obi', 'Suleiman', 'Akinola', 'Chukwu', 'Danjuma', 'Oyelaran', 'Uzor', 'Olatunji', 'Ibekwe'];
const CLASSES = ['JSS1', 'JSS2', 'JSS3', 'SS1', 'SS2', 'SS3'];
const HOUSES = ['Blue House', 'Green House', 'Red House', 'Yellow House'];
const PLACES = ['Abeokuta', 'Lagos', 'Ibadan', 'Ijebu-Ode', 'Ota', 'Sagamu', 'Ilorin', 'Abuja', 'Akure', 'Osogbo', 'Port Harcourt', 'Enugu'];
const SUBJECTS = ['mathematics', 'physics', 'chemistry', 'biology', 'English', 'literature', 'French', 'Yoruba', 'geography', 'economics', 'computer studies', 'agricultural science', 'fine art', 'music', 'civic education', 'history'];
const CLUBS = ['debate club', 'press club', 'robotics club', 'drama society', 'chess club', 'JETS club', 'Red Cross society', 'school band', 'choir', 'environmental club', 'coding club', 'French club'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Kinds of news: a title, tags and the sentences a post of that kind is made of (`{x}` filled at random). */
const KINDS = [
  { title: 'Inter-house {sport} final', tags: ['sports', '{sport}'], lines: ['{house} beat {house2} in the {sport} final on the school field, cheered on by students of every class.', 'The captain, {name} of {class}, received the trophy from the games master.', 'Parents who came to watch stayed for the prize giving under the canopy.', 'The {sport} team trains every Tuesday and Thursday after prep.'] },
  { title: '{class} excursion to {place}', tags: ['excursion', 'trip'], lines: ['Students of {class} travelled to {place} for a study visit linked to their {subject} lessons.', 'They visited a factory, a museum and the palace of a traditional ruler.', 'The trip was supervised by {name2} and four other teachers; every student returned safely by 6 pm.', 'Reports written by the students will be shown on the notice board.'] },
  { title: '{name} wins the state {subject} olympiad', tags: ['competition', 'results'], lines: ['{name} of {class} came first in the Ogun State {subject} olympiad held in {place}.', 'Over two hundred students from forty schools took part in the written and practical rounds.', 'Her teacher, {name2}, said the extra lessons on Saturday mornings made the difference.', 'The school congratulates her and the other finalists.'] },
  { title: '{club} presents its end of term show', tags: ['clubs', 'arts'], lines: ['The {club} held its end of term show in the assembly hall on {day} {month}.', 'Members performed, displayed their projects and answered questions from parents.', '{name} and {name2} led the programme; the principal thanked the club patron.', 'New members can join at the start of next term.'] },
  { title: 'Health talk on {health} for boarders', tags: ['health', 'boarding'], lines: ['The school nurse and a visiting doctor from {place} spoke to boarders about {health}.', 'Students learnt simple habits that keep them well in the hostel.', 'House parents will follow up during the evening devotion.', 'Parents with questions may contact the sick bay through the school office.'] },
  { title: '{subject} week: projects and quizzes', tags: ['academics', '{subject}'], lines: ['The {subject} department held a week of quizzes, projects and talks for every class.', 'The best project, by {name} of {class}, will represent the school in {place}.', 'Guest speaker {name2} explained careers open to students who enjoy {subject}.', 'Thanks to the teachers who stayed late to set up the exhibition.'] },
  { title: 'Community service in {place}', tags: ['community', 'service'], lines: ['Members of the {club} spent Saturday cleaning a market and painting a primary school in {place}.', 'They also donated books and stationery collected during the term.', '{name} of {class} said the day taught them how much a small effort can change.', 'The next outreach is planned for {month}.'] },
  { title: 'Alumni visit: {name} returns to speak', tags: ['alumni', 'careers'], lines: ['{name}, who left the school in {year}, returned to speak to SS2 and SS3 students.', 'Now working in {place}, she spoke about university choices, hard work and integrity.', 'Students asked about scholarships abroad and about life after secondary school.', 'The old students association has offered two prizes for next speech day.'] },
  { title: '{class} results in the {exam}', tags: ['results', 'examinations'], lines: ['Students of {class} sat the {exam} this term; {percent} per cent passed in five subjects or more.', 'The best result was by {name}, with distinctions in {subject} and {subject2}.', 'Teachers will meet parents to discuss each student\u2019s progress at the open day.', 'Revision classes continue on weekday evenings.'] },
  { title: 'New {facility} opened', tags: ['facilities', 'campus'], lines: ['The new {facility} was opened on {day} {month} by the chairman of the board of governors.', 'It was built with support from parents and old students.', 'Students will use it from next week under the supervision of {name2}.', 'Photos of the opening are in the gallery.'] },
  { title: 'Cultural day: {place} comes to school', tags: ['culture', 'events'], lines: ['Students dressed in traditional attire for cultural day, with food, dances and drumming.', 'Each house presented the culture of a state; {house} won with a display about {place}.', '{name} of {class} recited a poem in Yoruba that earned a standing ovation.', 'Parents joined the celebration in the afternoon.'] },
  { title: 'Debate: {motion}', tags: ['debate', 'clubs'], lines: ['The senior debate on the motion \u201c{motion}\u201d drew a full hall.', '{name} of {class} spoke for the motion and {name2} against it; the judges called it the closest debate of the year.', 'The best speaker will represent the school at the zonal competition in {place}.', 'The debate club meets on Wednesday afternoons.'] },
];
const FILL = {
  sport: ['football', 'basketball', 'volleyball', 'athletics', 'table tennis', 'handball', 'relay'],
  health: ['malaria prevention', 'hand washing', 'healthy eating', 'dental care', 'first aid', 'sleep and study'],
  exam: ['mock WAEC', 'mid-term tests', 'BECE', 'mock NECO', 'end of term examinations'],
  facility: ['science block', 'borehole', 'music room', 'solar power plant', 'school clinic wing', 'basketball court', 'reading room', 'computer laboratory'],
  motion: ['Social media does more harm than good', 'Boarding school builds character', 'Science is more useful than the arts', 'Homework should be banned', 'Technology makes us lazy'],
};

/** One generated post: its file name and text. */
function makePost(rand, i, date) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const kind = KINDS[i % KINDS.length];
  const name = () => `${pick(FIRST)} ${pick(LAST)}`;
  const values = {
    name: name(),
    name2: `Mr ${pick(LAST)}`,
    class: pick(CLASSES),
    house: pick(HOUSES),
    house2: pick(HOUSES),
    place: pick(PLACES),
    subject: pick(SUBJECTS),
    subject2: pick(SUBJECTS),
    club: pick(CLUBS),
    month: pick(MONTHS),
    day: String(1 + Math.floor(rand() * 28)),
    year: String(1995 + Math.floor(rand() * 25)),
    percent: String(70 + Math.floor(rand() * 30)),
    ...Object.fromEntries(Object.entries(FILL).map(([k, list]) => [k, pick(list)])),
  };
  const fill = (text) => text.replace(/\{(\w+)\}/g, (_, k) => values[k]);
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

/** `count` gallery entries after the site's own, reusing its photos. */
function galleryEntries(rand, from, count) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const out = [];
  for (let id = from; id < from + count; id++) {
    const what = `${pick(['Students of', 'Teachers and students of', 'Parents and students of'])} ${pick(CLASSES)} ${pick(['at the', 'during the', 'after the'])} ${pick([...CLUBS, ...FILL.facility, 'speech day', 'cultural day', 'sports day'])}`;
    out.push(`- id: ${id}\n  src: gallery/${String(1 + (id % 32)).padStart(2, '0')}\n  alt: ${JSON.stringify(`${what}, ${pick(PLACES)} visit`)}\n  caption: ${JSON.stringify(what)}`);
  }
  return out.join('\n');
}

/**
 * Writes a copy of the project at `root` into `dest` with `posts` generated news posts and gallery
 * photos up to `photos` in all. Returns `dest`.
 */
export function makeScaleSite(root, dest, { posts, photos = 0, seed = 56 }) {
  fs.rmSync(dest, { recursive: true, force: true });
  fs.mkdirSync(dest, { recursive: true });
  fs.cpSync(path.join(root, 'pages'), path.join(dest, 'pages'), { recursive: true });
  for (const name of fs.readdirSync(root)) if (!NOT_LINKED.has(name)) fs.symlinkSync(path.join(root, name), path.join(dest, name));
  const rand = random(seed);
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
