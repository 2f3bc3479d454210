/**
 * Build time (node): reads and checks src/site/synonyms.yml, and compiles it into the lookup
 * the search uses (src/search/engine/expand.ts): key phrase → phrases it also searches for.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { describeIssues } from '../../content/schemas/schema.ts';
import { phraseKey, tokenize } from '../engine/text.ts';
import type { Synonyms } from '../engine/types.ts';

export const SYNONYMS_FILE = 'src/site/synonyms.yml';

/** A word or a short phrase: letters, digits, spaces, hyphens and apostrophes, at most 4 words. */
const term = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z // "- 4" (for) is read by YAML as a number
    .string()
    .trim()
    .min(1, 'must not be empty')
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} '&-]*$/u, 'use only letters, digits, spaces, hyphens and apostrophes')
    .refine((t) => t.split(/\s+/).length <= 4, 'a phrase has at most 4 words'),
);

export const synonymsSchema = z.strictObject({
  /** Words and phrases that mean the same thing: each finds pages using any of the others. */
  groups: z.array(z.array(term).min(2, 'a group needs at least two words')).default([]),
  /** One-way hints: searching for the key also searches for each listed word. */
  aliases: z.record(term, z.array(term).min(1, 'list at least one word')).default({}),
  /** Words and phrases that say nothing about what is wanted ("wetin", "abeg", "how do i"): dropped from a query. */
  ignore: z.array(term).default([]),
  /** Question words that ask for a kind of answer, and words of the pages that give it: such pages rank higher. */
  questions: z
    .array(
      z.strictObject({
        words: z.array(term).min(1, 'list at least one word'),
        answers: z.array(term).min(1, 'list at least one word'),
      }),
    )
    .default([]),
  /**
   * What opens a clause that asks ("is there", "how", "wetin"), and the words that may come before it
   * ("please", "and"): in a long question, the words of its other clauses tell the setting and weigh less.
   */
  clauses: z.strictObject({ openers: z.array(term).default([]), leads: z.array(term).default([]) }).default({ openers: [], leads: [] }),
});

/** Checks parsed YAML; returns the synonyms normalised (lower case, plain words) or throws an error naming the file, field and problem. */
export function compileSynonyms(data: unknown, file = SYNONYMS_FILE): Synonyms {
  const parsed = synonymsSchema.safeParse(data ?? {});
  if (!parsed.success) throw new Error(describeIssues(file, 'synonyms file', parsed.error, Object.keys(synonymsSchema.shape)));
  const problems: string[] = [];
  const plain = (phrase: string) => tokenize(phrase).join(' ');
  const groupOf = new Map<string, number>();
  const groups = parsed.data.groups.map((group, g) => {
    const seen = new Set<string>();
    for (const word of group) {
      const key = phraseKey(word);
      if (!key) problems.push(`  - field "groups.${g}": "${word}" has no letters or digits`);
      else if (seen.has(key))
        continue; // "sport" and "sports": the same word to the search
      else if (groupOf.has(key))
        problems.push(
          `  - field "groups.${g}": "${word}" is already in group ${groupOf.get(key)}; put each word in one group only (merge the groups if they mean the same)`,
        );
      seen.add(key);
      groupOf.set(key, g);
    }
    return [...new Set(group.map(plain))];
  });
  const aliases: Record<string, string[]> = {};
  for (const [from, targets] of Object.entries(parsed.data.aliases)) aliases[plain(from)] = targets.map(plain);
  if (problems.length) throw new Error(`${file}: invalid synonyms file\n${problems.join('\n')}`);
  const ignore = [...new Set(parsed.data.ignore.map(plain))];
  const questions = parsed.data.questions.map((q) => ({ words: q.words.map(plain), answers: q.answers.map(plain) }));
  const clauses = {
    openers: [...new Set(parsed.data.clauses.openers.map(plain))],
    leads: [...new Set(parsed.data.clauses.leads.map(plain))],
  };
  return { groups, aliases, ignore, questions, clauses };
}

/** Reads, checks and compiles the synonyms file of the project at `root`. */
export function loadSynonyms(root: string): Synonyms {
  let data: unknown;
  try {
    data = parseYaml(fs.readFileSync(path.join(root, SYNONYMS_FILE), 'utf8'));
  } catch (error) {
    throw new Error(`${SYNONYMS_FILE}: the YAML cannot be read: ${(error as Error).message.split('\n')[0]}`);
  }
  return compileSynonyms(data);
}
