import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeSlug from 'rehype-slug';
import type { Root as HastRoot, Element } from 'hast';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { loadSite } from '../../src/build/site-model';
import { sectionsOf as sectionsWith } from '../../src/search/index/extract';
import { searchTextProps } from '../../src/widgets/manifest';

const sectionsOf = (tree: Parameters<typeof sectionsWith>[0]) => sectionsWith(tree, searchTextProps);
import { buildSearchData, newTags, QUICK_LINKS_SECTION, searchModule, sharedHeadings } from '../../src/search/index/build-index.node';
import { SiteSearch } from '../../src/search/engine/engine';
import { addCorrections, allowedEdits, closeWords, expandQuery, likelySlip, sureOf, synonymLookup } from '../../src/search/engine/expand';
import { editDistance } from '../../src/content/problems/edit-distance';
import { highlight, matchRanges, snippet } from '../../src/search/engine/snippet';
import { compileSynonyms, loadSynonyms, SYNONYMS_FILE } from '../../src/search/index/synonyms.node';
import { fold, stem, tokenize } from '../../src/search/engine/text';
import Fuse from 'fuse.js';
import { FIELD_NORM_WEIGHT, FUSE_KEYS } from '../../src/search/engine/fields';
import { skeletonOf, soundOf, Vocabulary } from '../../src/search/engine/vocabulary';
import type { SearchData, Synonyms } from '../../src/search/engine/types';
import { eventIds, type CalendarData } from '../../src/content/facts/calendar';
import { addDays } from '../../src/content/facts/dates';
import { settings } from '../../src/config/settings';

/** Words of the site close to a mistyped word, best first (at most 3). */
const corrections = (word: string, vocabulary: readonly string[]) => closeWords(word, vocabulary).map((f) => f.w);
/** The one correction sure enough to stand for a mistyped word, or null. */
const sureCorrection = (word: string, vocabulary: readonly string[]) => sureOf(word, closeWords(word, vocabulary));

const parse = (mdx: string) => unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm).parse(mdx) as Root;

/** The ids rehype-slug gives the headings when the page is built (MDX → hast → rehype-slug). */
async function slugIds(mdx: string): Promise<string[]> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm).use(remarkRehype).use(rehypeSlug);
  const hast = (await processor.run(processor.parse(mdx))) as HastRoot;
  const ids: string[] = [];
  visit(hast, 'element', (node: Element) => {
    if (/^h[1-6]$/.test(node.tagName)) ids.push(String(node.properties.id));
  });
  return ids;
}

describe('tokenize, stem, fold', () => {
  it('splits into lower-case words without accents or punctuation', () => {
    expect(tokenize("What to bring? Principal's E-Learning, Ọ̀yọ́ ₦300,000")).toEqual([
      'what',
      'to',
      'bring',
      'principals',
      'e',
      'learning',
      'oyo',
      '300',
      '000',
    ]);
  });
  it('reduces plurals only', () => {
    expect(['centres', 'fees', 'activities', 'classes', 'boarding', 'bus', 'sss'].map(stem)).toEqual([
      'centre',
      'fee',
      'activity',
      'class',
      'boarding',
      'bus',
      'sss',
    ]);
  });
  it('keeps whole a plural with a meaning of its own', () => {
    expect(['belongings', 'news', 'goods', 'glasses'].map(stem)).toEqual(['belongings', 'news', 'goods', 'glasses']);
  });
  it('folds without moving any character', () => {
    const text = 'Ọ̀yọ́ Café – “WAEC”';
    expect(fold(text)).toHaveLength(text.length);
    expect(fold('Café WAEC')).toBe('cafe waec');
  });
});

describe('sections and anchors', () => {
  const page = `---
title: T
description: d
---

import data from './_x.staff.yml'

Intro text with **bold** and a [link](/a).

## Fees & payment

Pay by *bank* transfer.

<Callout title="Note">Inside a widget</Callout>

## FAQ

### The \`WAEC\` exam

## FAQ

## FAQ-1

## Ọ̀yọ́ campus 😀

<FeatureCards cards={[{ title: 'Card title', icon: 'chart' }]} />

| Item | Qty |
|---|---|
| Towels | 2 |
`;

  it('gives each heading the id rehype-slug gives it on the page, duplicates included', async () => {
    const sections = sectionsOf(parse(page));
    expect(sections.slice(1).map((s) => s.anchor)).toEqual(await slugIds(page));
    expect(sections.map((s) => s.anchor)).toEqual(['', 'fees--payment', 'faq', 'the-waec-exam', 'faq-1', 'faq-1-1', 'ọ̀yọ́-campus-']);
  });

  it('keeps the text of each section, widget children and text props, not imports or icons', () => {
    const [intro, fees, , , , , last] = sectionsOf(parse(page));
    expect(intro.text).toBe('Intro text with bold and a link.');
    expect(fees.heading).toBe('Fees & payment');
    expect(fees.text).toContain('Pay by bank transfer.');
    expect(fees.text).toContain('Note');
    expect(fees.text).toContain('Inside a widget');
    expect(last.text).toContain('Card title');
    expect(last.text).not.toContain('chart');
    expect(last.text).toContain('Towels');
    expect(
      sectionsOf(parse(page))
        .map((s) => s.text)
        .join(' '),
    ).not.toContain('import');
  });
});

describe('synonyms file', () => {
  it('the project file is valid', () => {
    const synonyms = loadSynonyms(process.cwd());
    expect(synonyms.groups.length).toBeGreaterThan(10);
    expect(synonyms.groups.find((g) => g.includes('fees'))).toEqual(
      expect.arrayContaining(['tuition', 'cost', 'payment', 'price', 'naira']),
    );
  });

  it('says what each Pidgin, Nigerian English, ignored and question entry means (a comment on its line)', () => {
    const lines = fs.readFileSync(path.join(process.cwd(), SYNONYMS_FILE), 'utf8').split('\n');
    const reviewed = lines.slice(lines.findIndex((l) => l.includes('Nigerian Pidgin')));
    const entries = reviewed.filter(
      (l) => /^\s+(- )?[\w'][\w' -]*(:|$)|^\s+- \S/.test(l) && !/^\s*#/.test(l) && !/^\s+(answers|words):/.test(l),
    );
    expect(entries.length).toBeGreaterThan(100);
    expect(entries.filter((l) => !l.includes('#') && !/^\s+- words:/.test(l))).toEqual([]);
  });

  it('normalises words and merges singular and plural in a group', () => {
    expect(compileSynonyms({ groups: [['Fees', 'fee', 'Tuition']], aliases: { WAEC: ['Curriculum'] } })).toEqual({
      groups: [['fees', 'fee', 'tuition']],
      aliases: { waec: ['curriculum'] },
      ignore: [],
      questions: [],
      clauses: { openers: [], leads: [] },
    });
  });

  it('names the file, field and problem', () => {
    const error = (data: unknown) => {
      try {
        compileSynonyms(data, 'synonyms.yml');
      } catch (e) {
        return (e as Error).message;
      }
      return '';
    };
    expect(error({ groups: [['fees']] })).toMatch(
      /synonyms\.yml: invalid synonyms file\n {2}- field "groups\.0": a group needs at least two words/,
    );
    expect(
      error({
        groups: [
          ['fees', 'cost'],
          ['price', 'costs'],
        ],
      }),
    ).toContain('field "groups.1": "costs" is already in group 0');
    expect(error({ groups: [['fees', 'cost <b>']] })).toContain('field "groups.0.1": use only letters');
    expect(error({ group: [] })).toContain('unknown field "group"; allowed fields are: groups, aliases, ignore, questions');
    expect(error({ aliases: { waec: [] } })).toContain('field "aliases.waec": list at least one word');
    expect(error({ groups: [['a b c d e', 'x']] })).toContain('at most 4 words');
  });
});

describe('query expansion', () => {
  const synonyms: Synonyms = {
    groups: [
      ['fees', 'tuition', 'cost'],
      ['uniform', 'what to bring', 'packing'],
      ['sibling', 'brother'],
    ],
    aliases: { waec: ['curriculum'] },
  };
  const lookup = synonymLookup(synonyms);

  it('adds synonyms to each word, singular, and drops stop words', () => {
    const concepts = expandQuery('The fees for siblings', lookup);
    expect(concepts.map((c) => c.text)).toEqual(['fees', 'siblings']);
    expect(concepts[0].alternatives).toEqual([
      { phrase: 'fee', factor: 1 },
      { phrase: 'tuition', factor: 0.6 },
      { phrase: 'cost', factor: 0.6 },
    ]);
    expect(concepts[1].alternatives.map((a) => a.phrase)).toEqual(['sibling', 'brother']);
  });

  it('recognises a known phrase made of stop words', () => {
    const [concept] = expandQuery('What to bring', lookup);
    expect(concept.text).toBe('what to bring');
    expect(concept.alternatives.map((a) => a.phrase)).toEqual(['what to bring', 'uniform', 'packing']);
  });

  it('applies aliases one way only', () => {
    expect(expandQuery('WAEC', lookup)[0].alternatives.map((a) => a.phrase)).toEqual(['waec', 'curriculum']);
    expect(expandQuery('curriculum', lookup)[0].alternatives.map((a) => a.phrase)).toEqual(['curriculum']);
  });

  it('keeps stop words when nothing else is left', () => {
    expect(expandQuery('about', lookup).map((c) => c.text)).toEqual(['about']);
  });

  it('drops every form of a verb it drops ("get", "do", "have")', () => {
    expect(expandQuery('when he gets to the hostel, how is he doing, what had he done', lookup).map((c) => c.text)).toEqual(['hostel']);
  });

  it('does not let a form of such a verb, rare on a site, outweigh the words asked', () => {
    // "gets" is said once on the site, by a page about something else; the words asked, on every other page.
    const site = bodySite([{ path: '/bus', title: 'Bus', body: 'The bus gets to the gate at seven.' }]);
    const found = site.search('when she gets to school, what do the children learn every day').map((h) => h.path);
    expect(found[0]).toMatch(/^\/filler-/);
    expect(found).not.toContain('/bus');
  });
});

describe('parents’ query language: Pidgin, question frames, question words', () => {
  const synonyms: Synonyms = {
    groups: [['fees', 'tuition', 'how much']],
    aliases: { pikin: ['child'], carry: ['bring'] },
    ignore: ['wetin', 'dey', 'una', 'go', 'how do i', 'u', '2', '4'],
    questions: [{ words: ['when', 'wen'], answers: ['date', 'term'] }],
  };
  const lookup = synonymLookup(synonyms);
  const texts = (q: string) => expandQuery(q, lookup).map((c) => (c.question ? `?${c.text}` : c.text));

  it('reduces Pidgin grammar and SMS function words to the content words', () => {
    expect(texts('wetin my pikin go carry 2 school')).toEqual(['pikin', 'carry', 'school']);
    expect(expandQuery('pikin', lookup)[0].alternatives.map((a) => a.phrase)).toEqual(['pikin', 'child']);
  });

  it('drops question frames, keeps a known phrase of stop words', () => {
    expect(texts('how do I apply')).toEqual(['apply']);
    expect(texts('how much una dey collect')).toEqual(['how much', 'collect']);
  });

  it('turns a question word into a question concept searched for its answers', () => {
    const concepts = expandQuery('wen una dey resume', lookup);
    expect(concepts.map((c) => (c.question ? `?${c.text}` : c.text))).toEqual(['?wen', 'resume']);
    expect(concepts[0].alternatives.map((a) => a.phrase)).toEqual(['date', 'term']);
  });

  it('searches every word as typed when nothing but ignored words is left', () => {
    expect(texts('wetin')).toEqual(['wetin']);
    expect(texts('when')).toEqual(['when']);
  });
});

describe('SMS shorthand', () => {
  const vocabulary = new Vocabulary([
    'school',
    'schools',
    'skill',
    'skills',
    'scholarship',
    'admission',
    'accommodation',
    'today',
    'before',
    'good',
    'guide',
  ]);

  it('reads digits as syllables and sound-alike spellings', () => {
    expect(soundOf('2day')).toBe(soundOf('today'));
    expect(soundOf('skul')).toBe(soundOf('school'));
    expect(skeletonOf('schlrshp')).toBe(skeletonOf('scholarship'));
  });

  it('finds the one site word a shorthand stands for', () => {
    expect(vocabulary.soundAlike('skul')).toBe('school');
    expect(vocabulary.soundAlike('schlrshp')).toBe('scholarship');
    expect(vocabulary.soundAlike('admsn')).toBe('admission');
    expect(vocabulary.soundAlike('accmdtn')).toBe('accommodation');
    expect(vocabulary.soundAlike('2day')).toBe('today');
    expect(vocabulary.soundAlike('b4')).toBe('before');
    expect(vocabulary.soundAlike('gud')).toBe('good');
  });

  it('guesses nothing when several site words fit, or the word is too short', () => {
    // "skl" is the skeleton of both school and skill.
    expect(vocabulary.soundAlike('skl')).toBeNull();
    expect(vocabulary.soundAlike('gd')).toBeNull();
    expect(vocabulary.soundAlike('qwxzv')).toBeNull();
  });

  it('marks a shorthand’s word as a guess', () => {
    const [concept] = addCorrections(
      expandQuery('schlrshp', synonymLookup({ groups: [], aliases: {} })),
      vocabulary,
      synonymLookup({ groups: [], aliases: {} }),
    );
    // The only site word it sounds like: sure enough to count as the parent's word.
    expect(concept.alternatives).toContainEqual({ phrase: 'scholarship', factor: 0.8, fuzzy: true, sure: true });
  });
});

describe('typing mistakes', () => {
  const vocabulary = ['boarding', 'fees', 'feedback', 'feel', 'hostel', 'principal', 'scholarship', 'scholars', 'start'].sort();
  const words = new Vocabulary(vocabulary);

  it('scales the tolerance with the word length (at four letters, one edit only for a likely slip: below)', () => {
    expect([3, 4, 5, 7, 8, 12].map(allowedEdits)).toEqual([0, 1, 1, 1, 2, 2]);
  });

  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('scholarhsip', 'scholarship', 2)).toBe(1);
    expect(editDistance('hostle', 'hostel', 1)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });

  it('corrects long words, and a four-letter word only for a likely slip of the thumb', () => {
    expect(corrections('scholarhsip', vocabulary)).toEqual(['scholarship']);
    expect(corrections('principle', vocabulary)).toEqual(['principal']);
    // "fess": s for e, the key below it; "stat": a letter dropped from "start".
    expect(corrections('fess', vocabulary)).toEqual(['fees']);
    expect(corrections('stat', vocabulary)).toEqual(['start']);
    // One edit, but no likely slip: x is not beside e ("fxes"), nor p beside f ("pees").
    expect(corrections('fxes', vocabulary)).toEqual([]);
    expect(corrections('pees', vocabulary)).toEqual([]);
    // Three letters: none.
    expect(corrections('fes', vocabulary)).toEqual([]);
  });

  it('is sure of a four-letter slip that only one site word makes', () => {
    expect(sureCorrection('fess', vocabulary)).toBe('fee');
    const lookup = synonymLookup({ groups: [], aliases: {} });
    const [skool, fess] = addCorrections(expandQuery('skool fess', lookup), new Vocabulary(['school', 'fees']), lookup);
    expect(skool.alternatives.filter((a) => a.sure).map((a) => a.phrase)).toEqual(['school']);
    expect(fess.alternatives.filter((a) => a.sure).map((a) => a.phrase)).toEqual(['fee']);
    // Two site words a slip away (x is below s and d: "fees" and "feed" from "feex"): a guess, not sure.
    expect(sureCorrection('feex', ['feed', 'fees'])).toBeNull();
    expect(corrections('feex', ['feed', 'fees'])).toEqual(['feed', 'fees']);
  });

  it('adds corrections with their synonyms to a word the site never uses, marked as guesses', () => {
    const lookup = synonymLookup({ groups: [['scholarship', 'bursary']], aliases: {} });
    const [typo] = addCorrections(expandQuery('scholarhsip', lookup), words, lookup);
    expect(typo.alternatives).toEqual([
      { phrase: 'scholarhsip', factor: 1 },
      { phrase: 'scholarship', factor: 0.8, fuzzy: true, sure: true },
      { phrase: 'bursary', factor: 0.5, fuzzy: true, sure: true },
    ]);
  });

  it('is sure of a correction only when it is the one site word at a slip per seven letters', () => {
    expect(sureCorrection('scholarhsip', vocabulary)).toBe('scholarship');
    expect(sureCorrection('hostle', vocabulary)).toBeNull(); // 6 letters: a slip or another word
    expect(sureCorrection('feels', vocabulary)).toBeNull();
    expect(sureCorrection('boardinng', vocabulary)).toBe('boarding');
    // A sure correction is the only guess: no other site word near it is searched.
    const [slip] = addCorrections(
      expandQuery('scholarsihp', synonymLookup({ groups: [], aliases: {} })),
      new Vocabulary([...vocabulary, 'scholarshop']),
      synonymLookup({ groups: [], aliases: {} }),
    );
    expect(slip.alternatives.map((a) => a.phrase)).toEqual(['scholarsihp', 'scholarship']);
    // Two site words one edit away: no sure correction.
    expect(sureCorrection('scholarsxip', [...vocabulary, 'scholarslip'].sort())).toBeNull();
    const lookup = synonymLookup({ groups: [], aliases: {} });
    const [short] = addCorrections(expandQuery('hostle', lookup), words, lookup);
    expect(short.alternatives).toEqual([
      { phrase: 'hostle', factor: 1 },
      { phrase: 'hostel', factor: 0.8, fuzzy: true },
    ]);
  });

  it('is sure of a long word with a letter doubled that also sounds like the site word', () => {
    const lookup = synonymLookup({ groups: [], aliases: {} });
    const site = new Vocabulary(['religious', 'religion', 'life']);
    // "reliigious" sounds like "religious" (a guess) and is one slip from it (a sure correction): sure.
    const [typo] = addCorrections(expandQuery('reliigious', lookup), site, lookup);
    expect(typo.alternatives).toEqual([
      { phrase: 'reliigious', factor: 1 },
      { phrase: 'religious', factor: 0.8, fuzzy: true, sure: true },
    ]);
  });

  it('is not sure of the word a shorthand sounds like when a slip of the thumb makes another', () => {
    const lookup = synonymLookup({ groups: [], aliases: {} });
    // "cntre" has the consonants of "country", and is "centre" with a letter dropped.
    const [typo] = addCorrections(expandQuery('cntre', lookup), new Vocabulary(['centre', 'country']), lookup);
    expect(typo.alternatives.filter((a) => a.sure)).toEqual([]);
    expect(typo.alternatives.map((a) => a.phrase)).toContain('centre');
  });

  it('prefers, of site words one edit away, the one a likely slip of the thumb makes', () => {
    expect(likelySlip('parnt', 'parent')).toBe(true); // a letter dropped
    expect(likelySlip('hostell', 'hostel')).toBe(true); // a letter doubled
    expect(likelySlip('hostle', 'hostel')).toBe(true); // two letters swapped
    expect(likelySlip('libeary', 'library')).toBe(true); // e is beside r
    expect(likelySlip('relagious', 'religious')).toBe(true); // a vowel for another
    expect(likelySlip('parnt', 'paint')).toBe(false); // r is not beside i
    expect(likelySlip('fess', 'fees')).toBe(true); // s is below e, on the row set off by half a key
    expect(likelySlip('fezs', 'fees')).toBe(false); // z is two rows below e
    expect(likelySlip('parnt', 'part')).toBe(false); // an extra letter, not doubled
    expect(corrections('parnt', ['paint', 'parent', 'part'])).toEqual(['parent', 'paint', 'part']);
    // Two site words one slip away: still no sure correction.
    expect(sureCorrection('scholarsjip', [...vocabulary, 'scholarskip'].sort())).toBeNull();
  });

  it('completes a half-typed word, as a guess', () => {
    const [partial] = addCorrections(
      expandQuery('schola', synonymLookup({ groups: [], aliases: {} })),
      words,
      synonymLookup({ groups: [], aliases: {} }),
    );
    expect(partial.alternatives).toEqual([{ phrase: 'schola', factor: 1, fuzzy: true, prefix: true }]);
  });

  it('never turns a word the site uses into another word', () => {
    const lookup = synonymLookup({ groups: [], aliases: {} });
    // "fee" is what the site writes as "fees": no completion to "feel" or "feedback", no correction.
    expect(addCorrections(expandQuery('fees', lookup), words, lookup)[0].alternatives).toEqual([{ phrase: 'fee', factor: 1 }]);
    expect(addCorrections(expandQuery('fee', lookup), words, lookup)[0].alternatives).toEqual([{ phrase: 'fee', factor: 1 }]);
  });

  it('finds the site’s other forms of a word by its regular endings', () => {
    const site = new Vocabulary(['visiting', 'visits', 'swim', 'writing', 'settled', 'boarding', 'board', 'sing']);
    expect(site.otherForms('visit')).toEqual(['visiting']);
    expect(site.otherForms('swimming')).toEqual(['swim']);
    expect(site.otherForms('write')).toEqual(['writing']);
    expect(site.otherForms('settle')).toEqual(['settled']);
    // Not the word itself, its plural, or a word merely ending in -ing.
    expect(site.otherForms('sing')).toEqual([]);
    expect(site.otherForms('fee')).toEqual([]);
  });

  it('finds, for a word the site never uses, the site’s nouns and adjectives of its family', () => {
    const site = new Vocabulary(['homesickness', 'medical', 'medicine', 'bullying', 'payment', 'swimming', 'board']);
    expect(site.otherForms('homesick')).toEqual([]);
    expect(site.otherForms('homesick', true)).toEqual(['homesickness']);
    expect(site.otherForms('medic', true)).toEqual(['medical']);
    expect(site.otherForms('bullied', true)).toEqual(['bullying']);
    expect(site.otherForms('pay', true)).toEqual(['payment']);
    // Not a longer word that merely starts the same ("boarder" is not "board" + an ending of the list).
    expect(site.otherForms('boarder', true)).toEqual([]);
    const lookup = synonymLookup({ groups: [], aliases: {} });
    // Such a word is the parent's own, found through its family, not a half-typed guess set aside beside exact words.
    const [homesick] = addCorrections(expandQuery('homesick', lookup), site, lookup);
    expect(homesick.alternatives).toEqual([
      { phrase: 'homesick', factor: 1 },
      { phrase: 'homesickness', factor: 0.6 },
      { phrase: 'homesick', factor: 0.8, fuzzy: true, prefix: true },
    ]);
    const [medic] = addCorrections(expandQuery('medic', lookup), site, lookup);
    expect(medic.alternatives.map((a) => a.phrase)).toEqual(['medic', 'medical', 'medic']);
  });

  it('reads a likely slip as the slip, not as a form of a shorter word ("meting": meeting, not met)', () => {
    const site = new Vocabulary(['meeting', 'met']);
    const lookup = synonymLookup({ groups: [], aliases: {} });
    expect(site.otherForms('meting', true)).toEqual(['met']);
    const [meting] = addCorrections(expandQuery('meting', lookup), site, lookup);
    expect(meting.alternatives.map((a) => a.phrase)).toEqual(['meting', 'meeting']);
  });

  it('reads only a word without its vowels by its consonants ("admsn"; not "fess" as "phase")', () => {
    const site = new Vocabulary(['phase', 'fees', 'admission']);
    expect(site.soundAlike('admsn')).toBe('admission');
    expect(site.soundAlike('fess')).toBeNull();
  });

  it('knows how the site spells a phrase, singular or plural', () => {
    expect(words.forms('fee')).toEqual(['fees']);
    expect(words.forms('scholar')).toEqual(['scholars']);
    expect(new Vocabulary(['school', 'fee', 'fees']).spellings('school fee')).toEqual(['school fee', 'school fees']);
    expect(words.spellings('school fee')).toEqual([]);
  });
});

describe('highlighting', () => {
  it('marks the searched words, ignoring case and accents', () => {
    expect(highlight('School Fees and CAFÉ fee', ['fee', 'fees', 'cafe'])).toEqual([
      { text: 'School ', mark: false },
      { text: 'Fees', mark: true },
      { text: ' and ', mark: false },
      { text: 'CAFÉ', mark: true },
      { text: ' ', mark: false },
      { text: 'fee', mark: true },
    ]);
  });

  it('does not mark a word inside another word, nor a longer word unless the term is half-typed', () => {
    expect(matchRanges('Admission and mission', ['mission'])).toEqual([[14, 21]]);
    expect(matchRanges('e-learning', ['learning'])).toEqual([[2, 10]]);
    expect(matchRanges('fees, feel and feedback', ['fee', 'fees'])).toEqual([[0, 4]]);
    expect(matchRanges('fees, feel and feedback', [{ text: 'fee', prefix: true }])).toEqual([
      [0, 4],
      [6, 10],
      [15, 23],
    ]);
  });

  it('marks phrases', () => {
    expect(highlight('Here is what to bring to school.', ['what to bring']).filter((s) => s.mark)).toEqual([
      { text: 'what to bring', mark: true },
    ]);
  });

  it('cuts a snippet around the first match, at spaces, with ellipses', () => {
    const text = `${'Lorem ipsum dolor sit amet. '.repeat(10)}The scholarship is awarded each session. ${'More words follow here. '.repeat(10)}`;
    const parts = snippet(text, ['scholarship'], 100);
    const joined = parts.map((p) => p.text).join('');
    expect(parts[0]).toEqual({ text: '…', mark: false });
    expect(parts[parts.length - 1]).toEqual({ text: '…', mark: false });
    expect(parts.find((p) => p.mark)?.text).toBe('scholarship');
    expect(joined.length).toBeLessThanOrEqual(104);
    // A little context before the match, starting at a whole word.
    expect(joined).toMatch(/^…dolor sit amet. The scholarship/);
  });

  it('starts at the beginning when there is no match', () => {
    expect(snippet('Short text.', ['zebra'])).toEqual([{ text: 'Short text.', mark: false }]);
  });
});

describe('SiteSearch on a small site', () => {
  const root = path.join(__dirname, '../fixtures/search');
  const site = loadSite(root);
  const synonyms: Synonyms = {
    groups: [
      ['fees', 'tuition', 'payment'],
      ['boarding', 'hostel', 'accommodation'],
      ['luggage', 'what to bring'],
    ],
    aliases: {},
  };
  const data = buildSearchData(site, synonyms, searchTextProps);
  const search = new SiteSearch(JSON.parse(JSON.stringify(data)));
  const top = (q: string) => search.search(q).map((h) => h.href);

  it('indexes every page but those with search: false, split by heading', () => {
    expect(data.pages.filter((p) => p.section !== QUICK_LINKS_SECTION).map((p) => p.path)).toEqual([
      '/',
      '/about',
      '/about/vision',
      '/admission',
      '/admission/admission-policy',
      '/admission/scholarship',
      '/facilities',
      '/facilities/accommodation',
    ]);
    expect(data.docs.filter((d) => d.p === 4).map((d) => d.a)).toEqual(['', 'payment-details', 'faq', 'faq-1']);
    expect(top('garden')).toEqual([]);
  });

  it('serialises a Fuse index with the records and keeps it small', () => {
    expect(data.index.keys.map((k) => k.id)).toEqual(['t', 'k', 'h', 'd', 'b', 's', 'x']);
    expect(data.index.records).toHaveLength(data.docs.length);
    expect(searchModule(data).length).toBeLessThan(8000);
  });

  it('finds a page by its title first', () => {
    expect(top('scholarship')[0]).toBe('/admission/scholarship');
    expect(top('Scholarship')[0]).toBe('/admission/scholarship');
  });

  it('uses parents’ words, keywords and widget text', () => {
    expect(top('hostel')[0]).toBe('/facilities/accommodation');
    expect(top('dormitory')[0]).toBe('/facilities/accommodation');
    expect(top('fees')[0]).toBe('/admission/admission-policy#payment-details');
    expect(top('start of term')[0]).toBe('/facilities/accommodation');
    expect(top('what to bring')[0]).toBe('/facilities/accommodation');
  });

  it('finds names in the data files a page imports (the fields marked text), not their photos', () => {
    expect(top('adebayo')[0]).toBe('/facilities/accommodation');
    expect(top('portrait')).toEqual([]);
  });

  it('links to the section when the match is under a heading', () => {
    expect(top('award amount')[0]).toBe('/admission/scholarship#award-amount');
    expect(top('examination day')[0]).toBe('/admission/admission-policy#faq-1');
    const [hit] = search.search('award amount');
    expect(hit.section).toBe('Admission › Award amount');
    expect(hit.snippet.some((s) => s.mark && /award/i.test(s.text))).toBe(true);
  });

  it('tolerates typing mistakes in long words but not noise in short ones', () => {
    expect(top('scholarhsip')[0]).toBe('/admission/scholarship');
    expect(top('acommodation')[0]).toBe('/facilities/accommodation');
    // "Admission" contains "mission" but does not start with it.
    // (The About Us overview names its page "Vision and Mission".)
    expect(top('mission')).toEqual(['/about/vision', '/about']);
    expect(top('art')).toEqual(['/facilities/accommodation#daily-life-in-the-houses']);
    expect(top('qwxzv')).toEqual([]);
    expect(top('a')).toEqual([]);
  });

  it('does not list pages that only use a word near a correctly spelt one', () => {
    // The vision page says "feel" and "feedback", never "fee(s)" or a synonym of it.
    const hits = search.search('fees', 20);
    expect(hits.map((h) => h.path)).not.toContain('/about/vision');
    expect(hits.every((h) => !h.fuzzy)).toBe(true);
    expect(top('feel')).toEqual(['/about/vision#listening-to-families']);
  });

  it('still finds a misspelt or half-typed word, saying the result is a guess unless the correction is sure', () => {
    const [typo] = search.search('feedbak');
    // A slip in a seven-letter word with one site word a slip away: sure.
    expect(typo).toMatchObject({ href: '/about/vision#listening-to-families', fuzzy: false });
    expect(search.search('visoin')[0]).toMatchObject({ path: '/about/vision', fuzzy: true });
    expect(typo.snippet.filter((s) => s.mark).map((s) => s.text)).toEqual(['feedback']);
    expect(top('missoin')[0]).toBe('/about/vision');
    expect(top('schola')[0]).toBe('/admission/scholarship');
  });

  it('drops results found only by a guess when others match exactly', () => {
    // "tuition" is exact on the admission policy; "awrad" (five letters) is only a guess at "award", so the scholarship page is cut.
    expect(search.search('tuition awrad').map((h) => [h.path, h.fuzzy])).toEqual([['/admission/admission-policy', false]]);
  });

  it('counts two words asked side by side more when a page says them side by side', () => {
    // The accommodation page says "house parents"; asked the other way round the words are only apart.
    const score = (q: string) => search.search(q).find((h) => h.path === '/facilities/accommodation')?.score ?? 0;
    expect(score('house parents')).toBeGreaterThan(score('parents house'));
  });

  it('keeps the results of a sure correction beside exact matches', () => {
    // "scholarhsip" is the one site word a slip away from "scholarship": it counts as the parent's word.
    expect(search.search('tuition scholarhsip').map((h) => [h.path, h.fuzzy])).toContainEqual(['/admission/scholarship', false]);
  });

  it('shows snippets without stray spaces before punctuation', () => {
    const [hit] = search.search('teller');
    expect(hit.snippet.map((s) => s.text).join('')).toContain('costs ₦10,000, paid before');
  });

  it('lists the menus’ and footer’s external links as results of their own, saying where they lead', () => {
    const [portal] = search.search('parent portal');
    expect(portal).toMatchObject({ href: settings.portals.parentPortal.url, section: QUICK_LINKS_SECTION });
    expect(portal.title.map((s) => s.text).join('')).toBe('Parent Portal');
    expect(portal.snippet.map((s) => s.text).join('')).toBe(`Opens ${new URL(settings.portals.parentPortal.url).host}`);
    expect(top('facebook')[0]).toBe(settings.social.find((s) => s.name === 'Facebook')?.url);
    // A menu's own wording for a portal ("Register now" in admission/_meta.yml) finds it too, listed once.
    expect(top('register now')[0]).toBe(settings.portals.registration.url);
    expect(data.pages.filter((p) => p.path === settings.portals.registration.url)).toHaveLength(1);
  });

  it('finds an overview by the pages it lists, never above the page a query names', () => {
    expect(top('vision')[0]).toBe('/about/vision');
    expect(top('accommodation')[0]).toBe('/facilities/accommodation');
    expect(top('scholarship policy')[0]).toBe('/admission');
  });

  it('searches a post’s tags that its title does not say, and not again those it says', () => {
    expect(newTags(['PTA', 'parents', 'meeting', 'the meeting'], ['PTA meetings on Saturday'])).toEqual(['parents']);
    expect(newTags(['sports', 'house system'], ['Inter-house sports'])).toEqual(['house system']);
  });

  it('ranks a page matching every word above pages matching one', () => {
    expect(top('scholarship transport')[0]).toBe('/admission/scholarship');
    expect(top('bank transfer')[0]).toBe('/admission/admission-policy#payment-details');
  });
});

describe('SiteSearch on the real site: the costs page', () => {
  const root = process.cwd();
  const site = loadSite(root);
  const data = JSON.parse(JSON.stringify(buildSearchData(site, loadSynonyms(root), searchTextProps))) as SearchData;
  const search = new SiteSearch(data);

  it.each(['fees', 'school fees', 'how much', 'how much are the fees', 'cost', 'how much money', 'how much be the school money'])(
    '"%s" lists Fees and Payments first',
    (q) => {
      expect(search.search(q)[0]?.href).toBe('/admission/fees-and-payments');
    },
  );

  // "how much" asks for an amount and "money" is not always the fees: what is counted is said by the
  // other words, so a boarder's pocket money or provisions are found on the packing list, not the fees.
  it.each([
    'how much pocket money should I give my son',
    'she cannot keep money, how much should I give her',
    'how much provisions can a boarder bring',
  ])('"%s" lists the packing list first, not the fees', (q) => {
    expect(search.search(q)[0]?.path).toBe('/pastoral/personal-effect-toiletries');
  });
  // Parents ask for a school tour in their own words: the enquiry page, where tours are booked.
  it.each([
    'can we look round the school before we apply',
    'we want to come and see the school before paying anything',
    'can I walk round the school on a weekday',
  ])('"%s" lists the enquiry page (school tours) first', (q) => {
    expect(search.search(q)[0]?.path).toBe('/about/contact-us');
  });
  // "Extra lessons" are help for a child who is behind (mentoring), not extra-curricular activities.
  it('lists mentoring for extra lessons, and still the co-curricular page for extracurricular activities', () => {
    expect(search.search('extra lessons')[0]?.path).toBe('/pastoral/mentoring');
    expect(search.search('does the school give extra lessons to weak students')[0]?.path).toBe('/pastoral/mentoring');
    expect(search.search('extracurricular activities')[0]?.path).toBe('/pastoral/co-curricular');
  });
  it('asks "how much" as a question word, searches "money" alone as itself, and "how much money" as the fees', () => {
    expect(search.concepts('how much provisions').find((c) => c.text === 'how much')?.question).toBe(true);
    expect(
      search
        .concepts('she cannot keep money')
        .find((c) => c.text === 'money')
        ?.alternatives.map((a) => a.phrase),
    ).toEqual(['money']);
    expect(search.concepts('how much money').map((c) => c.text)).toEqual(['how much money']);
  });

  // Issue 30: the dated questions list the term calendar first, at a matching event when one is named.
  it.each([
    ['resumption', /^\/about\/calendar(#.*resumption.*)?$/],
    ['visiting day', /^\/about\/calendar#.*visiting-day/],
    ['mid term', /^\/about\/calendar(#.*mid-term.*)?$/],
    ['PTA meeting', /^\/about\/calendar#.*pta-meeting/],
    ['when do they resume', /^\/about\/calendar(#.*resumption.*)?$/],
  ])('"%s" lists the term calendar first', (q, href) => {
    expect(search.search(q)[0]?.href).toMatch(href);
  });

  it('ranks a record named what was asked above a post whose title and tags repeat its words', () => {
    // The calendar's event "PTA meeting" is the answer; the post "PTA meeting on Saturday 28 November"
    // (tagged PTA, meeting) tells of one meeting and comes next.
    expect(
      search
        .search('PTA meeting')
        .map((h) => h.path)
        .slice(0, 2),
    ).toEqual(['/about/calendar', '/news/2026-11-20-pta-meeting']);
  });

  it('links to the next event of the name asked, on the visitor’s day; once all are past, to the latest', () => {
    const calendar = site.data.get('pages/_school.calendar.yml') as CalendarData;
    const ids = eventIds(calendar);
    const visits = calendar.events.filter((e) => e.kind === 'visiting-day').sort((a, b) => a.start.localeCompare(b.start));
    expect(visits.length).toBeGreaterThan(1);
    const on = (today: string) => new SiteSearch(data, { today: () => today }).search('visiting day')[0]?.href;
    for (const [i, visit] of visits.entries()) {
      expect(on(visit.start)).toBe(`/about/calendar#${ids.get(visit)}`);
      if (i > 0) expect(on(addDays(visits[i - 1].start, 1))).toBe(`/about/calendar#${ids.get(visit)}`);
    }
    expect(on(addDays(visits.at(-1)!.start, 1))).toBe(`/about/calendar#${ids.get(visits.at(-1)!)}`);
  });

  it('offers the footer’s WhatsApp chat and phone numbers from the school facts', () => {
    expect(search.search('whatsapp')[0]?.href).toMatch(/^https:\/\/wa\.me\/\d+$/);
    const phone = search.search('admissions phone number').find((h) => h.path.startsWith('tel:'));
    expect(phone?.snippet.map((s) => s.text).join('')).toMatch(/^Call \+234/);
  });
}, 60_000);

describe('a heading many pages share', () => {
  /** A site of life-skill pages, `framed` of them with a section under the same heading, and a page saying "build" in its text. */
  const site = (framed: number): SiteSearch => {
    const skills = ['teamwork', 'creativity', 'agility', 'thinking'].slice(0, framed);
    const pages = [...skills.map((s) => ({ path: `/${s}`, title: s, section: '' })), { path: '/workshop', title: 'Workshop', section: '' }];
    const records = [
      ...skills.flatMap((s, p) => [
        { p, a: '', t: [s], b: `The life skill of ${s}.` },
        { p, a: 'how-we-build-it', h: 'How we build it', b: `Lessons and clubs teach ${s}.` },
      ]),
      { p: skills.length, a: '', t: ['Workshop'], b: 'Students build furniture.' },
    ];
    const index = Fuse.createIndex(FUSE_KEYS, records, { fieldNormWeight: FIELD_NORM_WEIGHT }).toJSON() as unknown as SearchData['index'];
    return new SiteSearch({
      pages,
      docs: records.map(({ p, a }) => ({ p, a })),
      index,
      synonyms: { groups: [], aliases: {} },
      frames: sharedHeadings(records),
    });
  };

  it('is listed at build time from three pages on', () => {
    expect(sharedHeadings([1, 2].map((p) => ({ p, a: 'x', h: 'How we build it!' })))).toEqual([]);
    expect(sharedHeadings([1, 2, 3].map((p) => ({ p, a: 'x', h: 'How we build it!' })))).toEqual(['how we build it']);
    expect(sharedHeadings([1, 1, 1].map((p) => ({ p, a: 'x', h: 'How we build it' })))).toEqual([]);
  });

  it('frames the sections from three pages on: it counts as their text, not as their name', () => {
    expect(site(2).search('build')[0].href).toBe('/creativity#how-we-build-it');
    expect(site(3).search('build')[0].href).toBe('/workshop');
    expect(site(4).search('build')[0].href).toBe('/workshop');
  });
});

describe('a word common in English in a long question', () => {
  /** A site where one page says "stay far" and another the airport pickup; `common`: the site's common English words. */
  const site = (common: string[]): SiteSearch => {
    const pages = ['/pickup', '/visits', '/a', '/b', '/c', '/d'].map((path) => ({ path, title: path.slice(1), section: '' }));
    const records = [
      { p: 0, a: '', t: ['Airport pickup'], b: 'Staff meet the children who fly in at the airport.' },
      { p: 1, a: '', t: ['Visits'], b: 'Families who stay far away may come on a weekend.' },
      ...[2, 3, 4, 5].map((p) => ({ p, a: '', t: [`Page ${p}`], b: 'We meet the children every day.' })),
    ];
    const index = Fuse.createIndex(FUSE_KEYS, records, { fieldNormWeight: FIELD_NORM_WEIGHT }).toJSON() as unknown as SearchData['index'];
    return new SiteSearch({ pages, docs: records.map(({ p, a }) => ({ p, a })), index, synonyms: { groups: [], aliases: {} }, common });
  };
  const long = 'we stay far away in Kano and my daughter will fly in, does anybody meet the children at the airport';

  it('weighs less than its rarity on the site says, so the telling word wins', () => {
    expect(site([]).search(long)[0].href).toBe('/visits');
    expect(site(['stay', 'far', 'away']).search(long)[0].href).toBe('/pickup');
  });

  it('weighs as before in a short query', () => {
    expect(site(['stay', 'far', 'away']).search('stay far away')[0].href).toBe('/visits');
  });

  it('lists only the site’s words among the most common English ones, at build time', () => {
    const root = path.join(__dirname, '../fixtures/search');
    const data = buildSearchData(loadSite(root), { groups: [], aliases: {} }, searchTextProps);
    expect(data.common?.length).toBeGreaterThan(0);
    expect(data.common).toContain('school');
    expect(data.common).not.toContain('scholarship');
  });
});

/** A small site of one-record pages (`body` each), with filler pages so that rarity means something. */
function bodySite(
  pages: Array<{ path: string; title: string; body: string; description?: string }>,
  fillers = 6,
  synonyms: Partial<Synonyms> = {},
): SiteSearch {
  const all = [
    ...pages,
    ...Array.from({ length: fillers }, (_, i) => ({
      path: `/filler-${i}`,
      title: `Filler ${i}`,
      body: 'The children learn every day at the school.',
    })),
  ];
  const records = all.map(({ title, body, ...rest }, p) => ({
    p,
    a: '',
    t: [title],
    b: body,
    ...('description' in rest ? { d: rest.description } : {}),
  }));
  const index = Fuse.createIndex(FUSE_KEYS, records, { fieldNormWeight: FIELD_NORM_WEIGHT }).toJSON() as unknown as SearchData['index'];
  return new SiteSearch({
    pages: all.map(({ path, title }) => ({ path, title, section: '' })),
    docs: records.map(({ p, a }) => ({ p, a })),
    index,
    synonyms: { groups: [], aliases: {}, questions: [{ words: ['who'], answers: ['staff', 'teacher', 'principal'] }], ...synonyms },
  });
}

describe('two words the site only ever says together', () => {
  const centres = {
    path: '/centres',
    title: 'Centres',
    body: 'The entrance examination is written in Lagos, Abuja and Port Harcourt, on the same day.',
  };
  const transfers = { path: '/transfers', title: 'Moving schools', body: 'Pupils may transfer.' };

  it('count as one name, not as two rare words and their pair', () => {
    // "port harcourt transfer": one rare name and one rare word; the shorter text that says its word wins.
    expect(bodySite([centres, transfers]).search('port harcourt transfer')[0].path).toBe('/transfers');
  });

  it('count as two words when the site also says one of them alone', () => {
    const port = { path: '/port', title: 'Trips', body: 'Goods come in through the port of Lagos.' };
    expect(bodySite([centres, transfers, port]).search('port harcourt transfer')[0].path).toBe('/centres');
  });
});

describe('a pair of words side by side in a long question (LONG_QUESTION_PAIR)', () => {
  // "senior students" is said side by side on one page only; each word alone on others.
  const site = bodySite([
    { path: '/houses', title: 'Houses', body: 'Senior students lead the houses.' },
    { path: '/packing', title: 'Packing', body: 'Bring provisions for the term.' },
    ...[1, 2, 3].map((i) => ({ path: `/s${i}`, title: `S${i}`, body: 'Senior prefects and junior students learn together.' })),
  ]);
  /** How much more the page saying the pair scores when the query says it side by side than apart. */
  const gain = (paired: string, apart: string) => {
    const score = (q: string) => site.search(q).find((h) => h.path === '/houses')!.score;
    return score(paired) / score(apart);
  };

  it('adds less in a long question than in a short query', () => {
    const long = (pair: string) => `my son says some ${pair} are taking his provisions, what can we do about it`;
    const longGain = gain(long('senior students'), long('students senior'));
    const shortGain = gain('senior students provisions', 'students senior provisions');
    expect(longGain).toBeGreaterThan(1);
    expect(longGain).toBeLessThan(shortGain);
  });
});

describe('a question word', () => {
  const pages = [
    {
      path: '/staff',
      title: 'Staff',
      body: 'Our principal, our deputy and every teacher and house parent: the staff of the school, who look after the children in class, in the houses and at games, and to whom parents report an absence.',
    },
    { path: '/welfare', title: 'Welfare', body: 'House parents listen.', description: 'Report any worry to the house parents.' },
  ];

  it('orders the pages the other words found, never by more than what they say of it', () => {
    // The staff page says every answer to "who" but "report" only in passing: the page about reporting wins.
    expect(bodySite(pages).search('who do we report to')[0].path).toBe('/welfare');
  });
});

describe('the setting of a long question', () => {
  const calendar = { path: '/calendar', title: 'Calendar', body: 'Boarders resume on a Sunday.' };
  const meals = { path: '/meals', title: 'Dining', body: 'Meals are served in the dining hall.' };
  const menu = { path: '/menu', title: 'Menu', body: 'Meals and snacks change every week.' };
  const kitchen = { path: '/kitchen', title: 'Kitchen', body: 'Cooks prepare the meals.' };
  const clauses = { openers: ['how', 'is', 'does'], leads: ['please', 'and'] };
  const site = (withClauses: boolean) => bodySite([calendar, meals, menu, kitchen], 6, withClauses ? { clauses } : {});
  const long = 'my son cried a lot and misses home since he resumed, please how are the meals';

  it('weighs less than the clause that asks: the question is there, the rest says why it is asked', () => {
    expect(site(false).search(long)[0].path).toBe('/calendar');
    expect(['/meals', '/menu', '/kitchen']).toContain(site(true).search(long)[0].path);
  });

  it('keeps its weight for a word the synonyms file gives the school’s meaning', () => {
    const bullying = { path: '/bullying', title: 'Safety', body: 'Bullying is never accepted.' };
    const query = 'older boys maltreat my son and he cried a lot since he resumed, please how are the meals';
    expect(
      bodySite([calendar, meals, menu, kitchen, bullying], 6, { clauses, aliases: { maltreat: ['bullying'] } }).search(query)[0].path,
    ).toBe('/bullying');
  });

  it('weighs as much as the question when no clause asks', () => {
    expect(site(true).search('my son cried a lot and misses home since he resumed and the meals')[0].path).toBe('/calendar');
  });
});

describe('a plural with a meaning of its own', () => {
  it('is neither its singular nor a slip for it', () => {
    expect(corrections('belongings', ['belonging', 'lockers'])).toEqual([]);
  });

  it('leaves other words with one s too many to be corrected', () => {
    expect(corrections('campuss', ['campus', 'lockers'])).toEqual(['campus']);
    expect(sureCorrection('classess', ['classes', 'lockers'])).toBe('class');
  });

  it('does not find the page saying its singular in another sense', () => {
    const houses = { path: '/houses', title: 'Houses', body: 'A house gives a sense of belonging.' };
    const rooms = { path: '/rooms', title: 'Rooms', body: 'Boarders keep their things in a wardrobe.' };
    const found = bodySite([houses, rooms])
      .search('where do boarders keep their belongings')
      .map((h) => h.path);
    expect(found).toEqual(['/rooms']);
  });
});

describe('a word said only in passing (SURELY_SAID)', () => {
  // The gallery's long run of captions names many of a long question's words once each; the clinic's short text says its telling word.
  const gallery = {
    path: '/gallery',
    title: 'Gallery',
    body: 'Photos of the college: a boy in glasses reading in the library, students writing their exams in the hall, the football pitch after rain, the chemistry laboratory, the chapel on Sunday, the boarding house at night, a cultural day parade, the dining hall at lunch, the school farm and its poultry, the computer room, the art studio, the music room and the swimming pool in the morning.',
  };
  const clinic = { path: '/clinic', title: 'Clinic', body: 'A doctor sees sick children at the clinic.' };
  const query = 'my son wears glasses and his eyes hurt since he started reading for exams, is there a doctor who can see him';

  it('covers less of the question than a word the page is about', () => {
    expect(bodySite([gallery, clinic]).search(query)[0].path).toBe('/clinic');
  });
});
