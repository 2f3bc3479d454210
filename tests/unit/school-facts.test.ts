/**
 * One place per school fact: the figures of the spec's section 9 and the contact details live in
 * pages/_school.facts.yml, and pages show them with <Fact name> or $name (src/content/facts/facts.node.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import type { Root } from 'mdast';
import { parse as parseYaml } from 'yaml';
import { applyFacts, expandFacts, FACTS_FILE, loadFactTexts } from '../../src/content/facts/facts.node';
import { validateDataFile } from './support/data-file';
import { contactsFrom, factTexts } from '../../src/config/school-facts';
import { loadSite } from '../../src/build/site-model';
import { sectionsOf as sectionsWith } from '../../src/search/index/extract';
import { searchTextProps } from '../../src/widgets/manifest';

const sectionsOf = (tree: Parameters<typeof sectionsWith>[0]) => sectionsWith(tree, searchTextProps);

const root = process.cwd();
const factsText = fs.readFileSync(path.join(root, FACTS_FILE), 'utf8');
const facts = parseYaml(factsText) as Record<string, unknown>;
const texts = loadFactTexts(root);

/**
 * The figures of the spec's section 9 that pages state: the fact holding each, its value as the
 * spec gives it, and how the figure looks when someone types it into a page instead.
 */
const sectionNine: { fact: string; value: unknown; written: RegExp }[] = [
  { fact: 'formFee', value: '₦10,000', written: /₦\s?10,000|N10,000/ },
  { fact: 'formFeeDue', value: 'before the entrance exam', written: /paid before the entrance exam/i },
  { fact: 'scholarshipAmount', value: '₦300,000 per session', written: /₦\s?300,000/ },
  { fact: 'scholarshipClasses', value: 'JS2 (Year 8), JS3 (Year 9), SS1 (Year 10) and SS2 (Year 11)', written: /JS2 \(Year 8\)/ },
  { fact: 'siblingsDiscount', value: '10%', written: /\b10\s?%|ten per ?cent/i },
  { fact: 'eligibleYears', value: 'Years 7 to 11', written: /Years 7 to 11/i },
  { fact: 'year7AgeRule', value: 'Year 7 applicants must be 10 years old by September of the admission year', written: /10 years old/i },
  { fact: 'boardingCapacity', value: 'over 600 students', written: /\b600 (students|boarders)/i },
  { fact: 'roomsPerHouse', value: 24, written: /\b24 rooms/i },
  { fact: 'studentsPerRoom', value: 4, written: /\b(4|four) students (per|share|in)/i },
  { fact: 'houseParentsPerFloor', value: 'two', written: /\b(two|2) house parents/i },
  { fact: 'medicalTeam', value: 'available 24/7', written: /24\/7|24 hours a day/i },
  { fact: 'phoneDays', value: 'Friday, Saturday and Sunday', written: /Friday, Saturday,? and Sunday/i },
  { fact: 'eLearningStations', value: 3, written: /\b(3|three) multi-server/i },
  { fact: 'eLearningHours', value: 'open 24 hours', written: /open 24 hours/i },
  { fact: 'juniorYears', value: 'Years 7 to 9', written: /Years 7 to 9/i },
  { fact: 'juniorExams', value: 'BECE, NECO and Cambridge Checkpoint', written: /BECE,? NECO,? (and )?(Cambridge )?Checkpoint/i },
  { fact: 'seniorYears', value: 'Years 10 to 12', written: /Years 10 to 12/i },
  { fact: 'seniorExams', value: 'IGCSE, WAEC, NECO/SSCE, SAT, IELTS, TOEFL and JAMB/UTME', written: /IGCSE, WAEC, NECO/i },
  { fact: 'boardMeets', value: 'quarterly', written: /quarterly/i },
  {
    fact: 'admissionHours',
    value: [
      { days: 'Monday to Friday', hours: '8:00 AM to 3:00 PM' },
      { days: 'Saturday', hours: '9:00 AM to 12:00 PM' },
    ],
    written: /8:00 AM to 3:00 PM|9:00 AM to 12:00 PM/i,
  },
];

/** Every file of content: pages/ (pages and data files) and the code that draws the site. */
function contentFiles(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return contentFiles(rel, pattern);
    return pattern.test(entry.name) ? [rel] : [];
  });
}
const pageFiles = contentFiles('pages', /\.(mdx|ya?ml)$/).filter((file) => file !== FACTS_FILE);
const codeFiles = [
  ...contentFiles('src/widgets', /\.tsx?$/),
  ...contentFiles('src/layout', /\.tsx?$/),
  ...contentFiles('src/config', /\.ts$/),
];

/** "file:line: text" for each line of the files that matches. */
function writtenIn(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    fs
      .readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('the school facts file', () => {
  it("is valid and holds each figure of section 9 with the spec's value", () => {
    validateDataFile(FACTS_FILE, facts);
    for (const { fact, value } of sectionNine) expect(facts[fact], fact).toEqual(value);
  });

  it('is the only place in pages/ where a figure of section 9 is written', () => {
    const literal = sectionNine.flatMap(({ fact, written }) =>
      writtenIn(pageFiles, written).map((where) => `${where}  (use <Fact name="${fact}" /> or $${fact})`),
    );
    expect(literal).toEqual([]);
  });

  it("writes each figure of section 9 once in the repository's content: in the facts file, not in pages or code", () => {
    for (const { fact, written } of sectionNine) {
      const line = factsText.split('\n').filter((l) => l.startsWith(`${fact}:`));
      expect(line, fact).toHaveLength(1);
      expect(writtenIn([...pageFiles, ...codeFiles], written), fact).toEqual([]);
    }
  });

  it('keeps phone numbers and the bank account out of pages and code', () => {
    const phones = [facts.admissionsPhone, facts.generalPhone, facts.whatsappNumber, ...(facts.examBookingPhones as string[])] as string[];
    const numbers = new RegExp(
      [...phones.map((p) => p.replace(/\D/g, '').slice(-7)), (facts.bank as { accountNumber: string }).accountNumber].join('|'),
    );
    expect(writtenIn([...pageFiles, ...codeFiles], numbers)).toEqual([]);
  });

  it('explains a mistake in plain words, naming the field', () => {
    const broken = {
      ...facts,
      roomsPerHouse: '24',
      admissionsPhone: 2348000000003,
      bank: { ...(facts.bank as object), accountNumber: 123 },
    };
    expect(() => validateDataFile(FACTS_FILE, broken)).toThrow(/field "roomsPerHouse": write a whole number without quotes/);
    expect(() => validateDataFile(FACTS_FILE, broken)).toThrow(/field "admissionsPhone": write the phone number with spaces/);
    expect(() => validateDataFile(FACTS_FILE, broken)).toThrow(/field "bank.accountNumber": write the account number in quotes/);
    expect(() => validateDataFile(FACTS_FILE, { ...facts, formfee: 'x' })).toThrow(
      /unknown field "formfee"; did you mean "formFee"\? the fields are: formFee,/,
    );
  });
});

describe('showing a fact', () => {
  const parse = (mdx: string) => unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).parse(mdx) as Root;

  it('gives <Fact> its value and replaces $name in widget text', () => {
    const tree = parse('The fee is <Fact name="formFee" />.\n\n<Card title="$scholarshipAmount">x</Card>\n');
    const problems: string[] = [];
    applyFacts(tree, texts, (line, message) => problems.push(`${line}: ${message}`));
    expect(problems).toEqual([]);
    expect(sectionsOf(tree)[0].text).toContain('The fee is ₦10,000');
    expect(sectionsOf(tree)[0].text).toContain('₦300,000 per session');
  });

  it('names the line and the closest fact for an unknown name', () => {
    const tree = parse('Intro.\n\nThe fee is <Fact name="formFe" />.\n\n<Card title="$scholarshipAmont">x</Card>\n');
    const problems: string[] = [];
    applyFacts(tree, texts, (line, message) => problems.push(`${line}: ${message}`));
    expect(problems).toEqual([
      '3: unknown fact "formFe": did you mean "formFee"? (the facts are in pages/_school.facts.yml)',
      '5: unknown fact "scholarshipAmont": did you mean "scholarshipAmount"? (the facts are in pages/_school.facts.yml)',
    ]);
  });

  it('expands $name in a description, leaving other dollar signs alone', () => {
    const report: string[] = [];
    expect(expandFacts('Costs $formFee, not US$5.', texts, (m) => report.push(m))).toBe('Costs ₦10,000, not US$5.');
    expect(report).toEqual([]);
  });

  it('lists and nested values read as words', () => {
    expect(texts.examBookingPhones).toBe(`${(facts.examBookingPhones as string[]).join(' and ')}`);
    expect(texts['bank.accountNumber']).toBe((facts.bank as { accountNumber: string }).accountNumber);
    expect(factTexts(validateDataFile(FACTS_FILE, facts) as never).roomsPerHouse).toBe('24');
  });
});

describe('the site shows the facts', () => {
  const { content, sources } = loadSite(root);

  it('expands facts in descriptions (search results, meta tags)', () => {
    const fees = content.pages.find((p) => p.path === '/admission/fees-and-payments')!;
    expect(fees.description).toContain('₦10,000 form fee paid before the entrance exam');
    expect(content.pages.filter((p) => p.description.includes('$'))).toEqual([]);
  });

  it('indexes the values, not the tags', () => {
    const source = sources.find((s) => s.info.path === '/admission/fees-and-payments')!;
    const text = sectionsOf(source.tree)
      .map((s) => s.text)
      .join(' ');
    expect(text).toContain('₦300,000 per session');
    expect(text).not.toMatch(/<Fact|\$[a-z]/);
  });

  it('derives the contact links from the facts', () => {
    const contacts = contactsFrom(validateDataFile(FACTS_FILE, facts) as never);
    expect(contacts.whatsappUrl).toMatch(/^https:\/\/wa\.me\/\d{10,15}$/);
    expect(contacts.directionsUrl).toBe(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(contacts.address.oneLine)}`);
    expect(contacts.labelledPhones.map((p) => p.label)).toEqual(['Admissions', 'Exam booking', 'General']);
  });
}, 60_000);

describe("a teacher's mistake stops the build with file, line and the closest name", () => {
  it('reports an unknown fact in a description and in the text, together', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'facts-'));
    fs.mkdirSync(path.join(site, 'pages'));
    fs.copyFileSync(path.join(root, FACTS_FILE), path.join(site, FACTS_FILE));
    fs.writeFileSync(
      path.join(site, 'pages/index.mdx'),
      '---\ntitle: Home\ndescription: The form costs $formfee and is paid before the exam.\n---\n\nPay <Fact name="scholarship" /> now.\n',
    );
    expect(() => loadSite(site)).toThrow(
      [
        'pages/index.mdx:3: field "description": unknown fact "formfee": did you mean "formFee"? (the facts are in pages/_school.facts.yml)',
        'pages/index.mdx:6: unknown fact "scholarship": did you mean "scholarshipAmount" or "scholarshipClasses"? (the facts are in pages/_school.facts.yml)',
      ].join('\n'),
    );
  });
});
