/**
 * Issue 40: the search answers a question of fact or date from the data files alone (the facts file,
 * the term calendar, and the answers file that says which words ask for which), as of the visitor's day.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build/site-model';
import { buildSearchData } from '../../src/search/index/build-index.node';
import { SiteSearch } from '../../src/search/engine/engine';
import { askWords, findAnswers, queryWords } from '../../src/search/engine/answer';
import { kindAsks, kindOf } from '../../src/search/engine/answer-kinds';
import { loadSynonyms } from '../../src/search/index/synonyms.node';
import { checkDataFile } from '../../src/content/schemas/data-schemas.node';
import type { SchoolFacts } from '../../src/content/facts/facts.data';
import { factTexts } from '../../src/config/school-facts';
import { searchTextProps } from '../../src/widgets/manifest';
import type { SearchData } from '../../src/search/engine/types';
import { ANSWERS_FILE, checkAnswerPages } from '../../src/content/reading/answers-file.node';
import type { Problem } from '../../src/content/problems/problem';

const realRoot = process.cwd();
const fixtureRoot = path.join(__dirname, '../fixtures/answers');
const synonyms = loadSynonyms(realRoot);
const dataOf = (root: string) => JSON.parse(JSON.stringify(buildSearchData(loadSite(root), synonyms, searchTextProps))) as SearchData;
const factsOf = (root: string) => parseYaml(fs.readFileSync(path.join(root, 'pages/_school.facts.yml'), 'utf8')) as SchoolFacts;

const real = dataOf(realRoot);
/** The events of a site's term calendar, by start date. */
const calendarEvents = (root: string) =>
  (
    parseYaml(fs.readFileSync(path.join(root, 'pages/_school.calendar.yml'), 'utf8')) as {
      events: Array<{ kind: string; title: string; start: string; note?: string }>;
    }
  ).events
    .map((e) => ({ ...e, start: String(e.start) }))
    .sort((a, b) => a.start.localeCompare(b.start));
const fixture = dataOf(fixtureRoot);
const searchOn = (data: SearchData, today = '2030-10-01') => new SiteSearch(data, { today: () => today });
const text = (answer: { value: Array<{ text: string }> }) => answer.value.map((p) => p.text).join('');

describe('answers come from the data files', () => {
  it('a site with other figures gives other answers, each the value its own facts file holds', () => {
    const ownFee = factsOf(fixtureRoot).formFee;
    const realFee = factsOf(realRoot).formFee;
    expect(ownFee).not.toBe(realFee);
    for (const [data, fee] of [
      [fixture, ownFee],
      [real, realFee],
    ] as const) {
      const [answer, ...more] = searchOn(data).answers('how much is the admission form');
      expect(more).toEqual([]);
      expect(answer.id).toBe('formFee');
      expect(text(answer)).toBe(fee);
    }
  });

  it('links the answer to the section of its page that shows the fact', () => {
    expect(searchOn(fixture).answers('form fee')[0]).toMatchObject({ label: 'Form', href: '/admission/fees#form-fee', source: 'Fees' });
  });

  it('gives a phone as a tap-to-call link and WhatsApp as a chat link, from the facts file', () => {
    const facts = factsOf(fixtureRoot);
    const [phone] = searchOn(fixture).answers('school phone number');
    expect(phone.value).toEqual([{ text: facts.generalPhone, href: `tel:${facts.generalPhone.replace(/[^\d+]/g, '')}` }]);
    const [chat] = searchOn(fixture).answers('whatsapp');
    expect(chat.value).toEqual([{ text: facts.whatsappNumber, href: `https://wa.me/${facts.whatsappNumber.replace(/\D/g, '')}` }]);
  });

  it('every fact the real site answers with shows the text the pages show', () => {
    const texts = factTexts(factsOf(realRoot));
    expect(real.answers!.facts.length).toBeGreaterThan(10);
    for (const fact of real.answers!.facts) expect(text(fact), fact.id).toBe(texts[fact.id]);
  });

  it('a fact or a calendar kind without words that ask for it gives no answer', () => {
    // The fixture's answers file gives the scholarship and the PTA meeting no words; the real site's does.
    expect(searchOn(fixture).answers('how much is the scholarship')).toEqual([]);
    expect(searchOn(fixture).answers('when is the next PTA meeting')).toEqual([]);
    expect(
      searchOn(real, '2026-11-27')
        .answers('how much is the scholarship')
        .map((a) => a.id),
    ).toEqual(['scholarshipAmount']);
    expect(
      searchOn(real, '2026-11-27')
        .answers('when is the next PTA meeting')
        .map((a) => a.id),
    ).toEqual(['calendar:pta-meeting']);
  });

  it('a site without an answers file answers nothing', () => {
    const without = { ...fixture, answers: undefined };
    expect(searchOn(without).answers('how much is the form')).toEqual([]);
  });
});

describe('dates are as of the visitor’s day', () => {
  const next = (today: string) => searchOn(fixture, today).answers('when is the next visiting day');

  it('gives the next event of the kind asked, with its day of the week and the calendar page at that event', () => {
    expect(next('2030-10-01')).toEqual([
      expect.objectContaining({ label: 'Next visiting day', value: [{ text: 'Saturday 5 October 2030' }], source: 'Dates' }),
    ]);
    expect(next('2030-10-01')[0].href).toMatch(/^\/about\/calendar#.*visiting-day/);
    // The day itself still counts; the day after, the next one is the answer.
    expect(text(next('2030-10-05')[0])).toBe('Saturday 5 October 2030');
    expect(next('2030-10-06')[0]).toMatchObject({ value: [{ text: 'Saturday 16 November 2030' }], detail: 'From noon.' });
  });

  it('says the event’s own title when it says more than the answer’s label, and its note', () => {
    const [first] = calendarEvents(realRoot).filter((e) => e.kind === 'closing' && e.start >= '2026-11-27');
    const [answer] = searchOn(real, '2026-11-27').answers('when is the closing date for this term');
    expect(answer.detail).toBe([first.title, first.note].filter(Boolean).join(': '));
  });

  it('gives no date once the calendar holds none still to come', () => {
    expect(next('2030-11-17')).toEqual([]);
  });
});

describe('only a query that asks gets an answer', () => {
  const search = searchOn(real, '2026-11-27');

  it.each(['photos of the hostel', 'science laboratory', 'download admission form', 'scholarship', 'house system'])('"%s": none', (q) => {
    expect(search.answers(q)).toEqual([]);
  });

  it('a long question that only mentions what a fact is about asks for something else', () => {
    expect(
      search.answers(
        'my niece in London wants to speak with her cousin at the school on which days are the students allowed to receive phone calls',
      ),
    ).toEqual([]);
  });

  it('reads Pidgin words for what they mean and the small words as nothing', () => {
    expect(search.answers('abeg how much be the owo for form').map((a) => a.id)).toEqual(['formFee']);
    expect(askWords('the cost of the form')).toEqual(['cost', 'form']);
  });

  it('a query that says two facts equally well shows both; a longer match wins over a shorter one', () => {
    const data = {
      facts: [
        { id: 'a', label: 'A', value: [{ text: '1' }], href: '/a', source: 'A', asks: [['phone', 'number']], words: [] },
        {
          id: 'b',
          label: 'B',
          value: [{ text: '2' }],
          href: '/b',
          source: 'B',
          asks: [['phone'], ['admission', 'phone', 'number']],
          words: [],
        },
      ],
      dates: [],
      plain: [],
    };
    const ask = (q: string) => findAnswers(data, queryWords(q, new Set()), '2026-01-01').map((a) => a.id);
    expect(ask('phone number')).toEqual(['a']);
    expect(ask('admission phone number')).toEqual(['b']);
    expect(ask('photos')).toEqual([]);
  });
});

describe('issue 56: an answer only to the question asked', () => {
  const search = searchOn(real, '2026-11-27');
  const ids = (q: string) => search.answers(q).map((a) => a.id);

  it.each([
    ['can my daughter bring her phone to the hostel', 'which day can i phone my daughter in the hostel', 'phoneDays'],
    ['when does the school doctor come', 'is the doctor available', 'medicalTeam'],
    ['is there a mosque where my son can pray', 'where is the school', 'address'],
  ])('"%s": a rare word outside every fact\'s words ("bring", "when" of the doctor, "mosque"), no answer; "%s": %s', (other, asked, id) => {
    expect(ids(other)).toEqual([]);
    expect(ids(asked)).toEqual([id]);
  });

  it('decides what is rare from the site: the words a seventh of its sections say are plain, the others tell', () => {
    const plain = new Set(real.answers!.plain);
    for (const word of ['school', 'student', 'parent', 'child']) expect(plain.has(word), word).toBe(true);
    for (const word of ['bring', 'doctor', 'clinic', 'mosque', 'phone']) expect(plain.has(word), word).toBe(false);
  });

  it("a telling word no fact's words hold keeps the answer back; the same word said everywhere does not", () => {
    const data = {
      facts: [{ id: 'phone', label: 'Phone', value: [{ text: '1' }], href: '/c', source: 'C', asks: [['phone']], words: ['call'] }],
      dates: [],
      plain: [],
    };
    const phone = { forms: new Map([['phone', 1]]), own: 'phone' };
    const bring = { forms: new Map([['bring', 1]]), own: 'bring' };
    const call = { forms: new Map([['call', 1]]), own: 'call' };
    expect(findAnswers(data, [phone], '2026-01-01').map((a) => a.id)).toEqual(['phone']);
    expect(findAnswers(data, [phone, call], '2026-01-01').map((a) => a.id)).toEqual(['phone']);
    expect(findAnswers(data, [phone, bring], '2026-01-01')).toEqual([]);
    expect(findAnswers(data, [phone, { ...bring, plain: true }], '2026-01-01').map((a) => a.id)).toEqual(['phone']);
  });

  it.each([
    ['what is the scholarship worth', 'scholarshipAmount'],
    ['how much off for a third child', 'siblingsDiscount'],
    ['sibling discount', 'siblingsDiscount'],
    ['how much to register for the entrance exam', 'formFee'],
    ['number to call to book the entrance test', 'examBookingPhones'],
    ['when can parents visit next', 'calendar:visiting-day'],
  ])('reaches a fact through its subject and synonyms: "%s" → %s', (q, id) => {
    expect(ids(q)).toEqual([id]);
  });

  it('"when does school close for easter": the Easter closing, not the next closing day', () => {
    const easter = calendarEvents(realRoot).find((e) => e.kind === 'closing' && /easter/i.test(e.title))!;
    const [answer] = search.answers('when does school close for easter');
    expect(answer.id).toBe('calendar:closing');
    expect(answer.detail).toContain(easter.title);
    // Once it is past (another closing still to come), the query names no event to come: no answer, rather than another closing.
    const after = new Date(Date.parse(`${easter.start}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(calendarEvents(realRoot).some((e) => e.kind === 'closing' && e.start > after)).toBe(true);
    expect(searchOn(real, after).answers('when does school close for easter')).toEqual([]);
    expect(
      searchOn(real, after)
        .answers('when is the closing date for this term')
        .map((a) => a.id),
    ).toEqual(['calendar:closing']);
  });
});

describe("issue 56: answers in the words parents use (a fact's subject with the words of its kind)", () => {
  const search = searchOn(real, '2026-11-27');
  const ids = (q: string) => search.answers(q).map((a) => a.id);

  it.each([
    ['formFee', '₦10,000', false, 'money'],
    ['tuitionFees', 'sent with the admission letter', false, 'money'],
    ['siblingsDiscount', '10%', false, 'percent'],
    ['admissionsPhone', '+234 800 000 0003', true, 'phone'],
    ['infoEmail', 'info@example-college.edu.ng', false, 'email'],
    ['admissionHours', 'Monday to Friday 8:00 AM to 3:00 PM', false, 'hours'],
    ['phoneDays', 'Friday, Saturday and Sunday', false, 'days'],
    ['boardMeets', 'quarterly', false, 'often'],
    ['studentsPerRoom', '4', false, 'count'],
    ['boardingCapacity', 'over 600 students', false, 'count'],
    ['year7AgeRule', 'Year 7 applicants must be 10 years old by September', false, 'age'],
    ['address', '1 College Road, Sagamu, Ogun State', false, undefined],
  ] as const)('%s ("%s") is of the kind %s, read from its name and value', (name, value, phone, kind) => {
    expect(kindOf(name, value, phone)).toBe(kind);
  });

  it('a fact is asked by each of its subjects with each phrase of its kind, once each', () => {
    expect(kindAsks([['scholarship'], ['scholarship']], [['how', 'much'], ['worth'], ['scholarship', 'worth']])).toEqual([
      ['scholarship', 'how', 'much'],
      ['scholarship', 'worth'],
    ]);
  });

  it.each([
    ['what is the cost of the scholarship', 'scholarshipAmount'],
    ['which number do i ring for admissions', 'admissionsPhone'],
    ['what time does the admission office close', 'admissionHours'],
    ['which line do i ring for whatsapp', 'whatsappNumber'],
  ])('reaches a fact in words its answers entry never lists, through its subject and its kind: "%s" → %s', (q, id) => {
    expect(ids(q)).toEqual([id]);
  });

  it("its kind's words ask only with its subject and nothing else telling: a topic noun or another sense is no question of amount", () => {
    // "fee" names a topic, "value(s)" the school's ethos: a query naming them with a subject is a search, not a question.
    expect(ids('scholarship siblings discount and fees')).toEqual([]);
    expect(ids("what are the school's values")).toEqual([]);
    expect(ids('how much is the scholarship exam')).toEqual([]);
  });

  it('a plain word is no sign of which fact is asked, but the fact whose subject it is accounts for more: the admissions e-mail alone', () => {
    expect(real.answers!.plain).toContain('admission');
    expect(ids('email address for admissions')).toEqual(['admissionsEmail']);
    expect(ids('school email address')).toEqual(['infoEmail']);
  });

  it('an SMS spelling of a question word frames the question as the word does ("hw many": how many), read off the synonyms file', () => {
    expect(ids('hw many rooms dey for each house')).toEqual(ids('how many rooms are in each house'));
    expect(ids('hw many rooms dey for each house')).toEqual(['roomsPerHouse']);
  });

  it('a meeting "held" is the board meeting; to "enter" a class is to be admitted to it', () => {
    expect(ids('how often does the board hold meetings')).toEqual(['boardMeets']);
    expect(ids('how old should a child be to enter js1')).toEqual(['year7AgeRule']);
  });
});

describe('issue 56: general causes of missed answers, each with a rare word that keeps the answer back', () => {
  const search = searchOn(real, '2026-11-27');
  const ids = (q: string) => search.answers(q).map((a) => a.id);
  const fact = (value: string, asks: string[][], words: string[] = []) => ({
    facts: [{ id: 'f', label: 'F', value: [{ text: value }], href: '/f', source: 'F', asks, words }],
    dates: [],
    plain: [],
  });
  const said = (...words: string[]) => words.map((w) => ({ forms: new Map([[w, 1]]), own: w }));

  it("a fact's value states words of its own: they count as its declared words do", () => {
    const data = fact('12 Palm Avenue, Ibadan', [['address']]);
    expect(findAnswers(data, said('address', 'ibadan'), '2026-01-01').map((a) => a.id)).toEqual(['f']);
    expect(findAnswers(data, said('address', 'lagos'), '2026-01-01')).toEqual([]);
    expect(ids('where in ogun state is the school')).toEqual(['address']);
    expect(ids('where in ogun state is the school farm')).toEqual([]);
  });

  it('a number is the same however it is written: in figures, in words, as an ordinal', () => {
    const data = fact('10%', [['discount']], ['three', 'child']);
    for (const n of ['3', 'third', '3rd'])
      expect(
        findAnswers(data, said('discount', n), '2026-01-01').map((a) => a.id),
        n,
      ).toEqual(['f']);
    expect(findAnswers(data, said('discount', '5'), '2026-01-01')).toEqual([]);
    expect(ids('how much off for the 3rd child')).toEqual(['siblingsDiscount']);
    expect(ids('how much discount for 3 buses')).toEqual([]);
  });

  it('a word that asks a kind ("percentage", "date") asks as "how much" or "when" does; a word only the answers use is read', () => {
    expect(ids('what percentage off for families with three children')).toEqual(['siblingsDiscount']);
    expect(ids('percentage of students who pass waec')).toEqual([]);
    expect(ids('date schools vacate for easter')).toEqual(['calendar:closing']);
    expect(ids('when does school vacate')).toEqual(['calendar:closing']);
    expect(ids('date of the football final')).toEqual([]);
  });

  it('the parts of a fact of several parts name it ("bank name"); "24/7" answers "at the weekend"; an SMS fragment ("b d") is a small word', () => {
    expect(ids('bank name for the school fees')).toEqual(['bank']);
    expect(ids('name of the bank manager')).toEqual([]);
    expect(ids('is the clinic open at the weekend')).toEqual(['medicalTeam']);
    expect(ids('can parents phone the nurse at night')).toEqual([]);
    expect(ids('hw much b the form')).toEqual(['formFee']);
    expect(ids('hw much b d bus')).toEqual([]);
    // What a question word asks for, typed by the parent after a misspelt word ("skul fees"), is said as typed.
    expect(ids('how much is skul fees')).toEqual(['tuitionFees']);
    expect(ids('how much is skul fees for the bus')).toEqual([]);
    // It says them, it does not account by them: "open", asked by "when", is no sign that "when" asks the years open to applicants.
    expect(ids('when admission go open')).toEqual(['admissionHours']);
  });

  it('a phrase of plain words the site names as one thing ("house parent") names a person or place the fact is not about', () => {
    const data = { ...fact('+234 1', [['phone']], ['house', 'school']), plain: ['house', 'parent', 'school'] };
    const plainly = (w: string) => ({ forms: new Map([[w, 1]]), own: w, plain: true });
    expect(findAnswers(data, [...said('phone'), plainly('house parent')], '2026-01-01')).toEqual([]);
    expect(findAnswers(data, [...said('phone'), plainly('school')], '2026-01-01').map((a) => a.id)).toEqual(['f']);
    expect(ids('phone number of my childs house parent')).toEqual([]);
    expect(ids('school phone number')).toEqual(['generalPhone']);
  });

  it('frames that say how or why a parent asks, not what: each keeps the answer, and a telling word still keeps it back', () => {
    // A class after "for" is who asks; a rare word beside it still tells.
    expect(ids('how much is the admission form for jss1')).toEqual(['formFee']);
    expect(ids('how much is the admission form for jss1 textbooks')).toEqual([]);
    // The verbs a price is said with ask the amount as "cost" does.
    expect(ids('pls how much una dey collect for form')).toEqual(['formFee']);
    expect(ids('the scholarship covers how much per session')).toEqual(['scholarshipAmount']);
    expect(ids('how much una dey collect for uniform')).toEqual([]);
    // A clause opened by "if" says why; a question word after it asks again.
    expect(ids('is the clinic open at night if my child falls sick')).toEqual(['medicalTeam']);
    expect(ids('is the clinic open at night for injections')).toEqual([]);
    expect(ids('is the clinic open at night if my child falls sick, can he call home')).toEqual([]);
    // A unit of time said as a rate ("in a year") frames how often.
    expect(ids('how many times in a year does the board of governors meet')).toEqual(['boardMeets']);
    expect(ids('how many times in a year does the board visit classes')).toEqual([]);
    // "starting" asks when, as "when" does; "use" frames which one.
    expect(ids('when is the christmas holiday starting')).toEqual(['calendar:closing']);
    expect(ids('my husband wants to pay the fees which bank should he use')).toEqual(['bank']);
    expect(ids('which bus should he use')).toEqual([]);
  });

  it('a sentence that asks nothing says why; degree words, "till" and "how many naira" frame; SMS "acct" is account', () => {
    // Beside a sentence that asks, one that does not ask gives the reason: the first still asks the school's phone.
    expect(ids('what is the school phone number? i wan talk to them')).toEqual(['generalPhone']);
    expect(ids('what is the school phone number? my son wants to bring his own phone')).toEqual(['generalPhone']);
    // "one full session": how much of it, not what.
    expect(ids('how much are the school fees for one full session')).toEqual(['tuitionFees']);
    expect(ids('how much are the school fees for one full session of swimming lessons')).toEqual([]);
    // "how many percent" asks a percentage as "how much" does.
    expect(ids('how many percent is the discount for a third child')).toEqual(['siblingsDiscount']);
    expect(ids('how many percent of students pass waec')).toEqual([]);
    expect(ids('till what time is the admissions office open')).toEqual(['admissionHours']);
    expect(ids('till what time is the library open')).toEqual([]);
    expect(ids('school fees acct no')).toEqual(['bank']);
  });

  it("parents' words in the synonyms file reach the answers; a telling word beside them still keeps the answer back", () => {
    expect(ids('when do boarders report back')).toEqual(['calendar:resumption']);
    expect(ids('when do boarders report back with their uniforms')).toEqual([]);
    expect(ids('next gathering of the pta')).toEqual(['calendar:pta-meeting']);
    expect(ids('when is the screening test')).toEqual(['calendar:entrance-examination']);
    expect(ids('when is the screening of the school play')).toEqual([]);
    expect(ids('which bank do i deposit the fees')).toEqual(['bank']);
    expect(ids('which bank do i deposit my son pocket money')).toEqual([]);
    expect(ids('is a nurse on duty at night')).toEqual(['medicalTeam']);
    expect(ids('who is on duty in the library at night')).toEqual([]);
    expect(ids('when are the first term papers')).toEqual(['calendar:examination']);
  });

  it('a clause opened by "if" says why only after what is asked: one that opens the query says what it is about', () => {
    // "if my son wins the scholarship, how many naira…" asks of the scholarship, not the fees it names after.
    expect(ids('if my son wins the scholarhip na how many naira e go take off from his fees')).toEqual([]);
    // "in one dormitory": so many per room, not the hostels' places.
    expect(ids('na how many pikin dey sleep for one dormitory')).toEqual(['studentsPerRoom']);
  });
});

describe('the answers file', () => {
  it('names only facts and calendar kinds that exist, and needs the words that ask', () => {
    const check = (yaml: string) => checkDataFile('pages/_school.answers.yml', yaml);
    expect(check('facts: {}\ncalendar: {}\n').ok).toBe(true);
    const unknown = check('facts:\n  formFe:\n    label: Form\n    page: /fees\n    asks: [form fee]\ncalendar: {}\n');
    expect(unknown.ok).toBe(false);
    expect(JSON.stringify(unknown)).toContain('formFe');
    const noWords = check('facts: {}\ncalendar:\n  visiting-day:\n    label: Next visiting day\n    asks: []\n');
    expect(noWords.ok).toBe(false);
  });
});

describe('the answers file against the site', () => {
  it('a fact whose page is no page of the site is a content problem, with the nearest page', () => {
    const problems: Problem[] = [];
    const data = new Map<string, unknown>([
      [ANSWERS_FILE, { facts: { formFee: { label: 'Form', page: '/admision/fees', asks: ['form fee'] } }, calendar: {} }],
    ]);
    checkAnswerPages(data, new Set(['/admission/fees', '/about']), problems);
    expect(problems).toEqual([
      { file: ANSWERS_FILE, field: 'facts.formFee.page', message: 'no page at /admision/fees', hint: 'did you mean "/admission/fees"?' },
    ]);
    const none: Problem[] = [];
    checkAnswerPages(data, new Set(['/admision/fees']), none);
    expect(none).toEqual([]);
  });
});
