import { describe, expect, it } from 'vitest';
import { bundleDecap, DECAP_REPLACED, decapRuleProblems, type DecapReplacement } from '../../src/build/editor/decap-build.ts';

// Decap's size work swaps its modules by path pattern (DECAP_REPLACED); an upgrade that moves a file
// would turn a rule into a silent no-op and bring megabytes back. The bundle refuses that, and so do these.
const root = process.cwd();

describe("Decap's replacement rules", () => {
  it('each stands in with a file that exists', () => {
    expect(decapRuleProblems(root, DECAP_REPLACED)).toEqual([]);
  });

  it('a rule pointed at a missing file is named', () => {
    const rule: DecapReplacement = { ...DECAP_REPLACED[0], file: 'src/admin/no-such-stand-in.ts' };
    expect(decapRuleProblems(root, [rule])).toEqual([expect.stringContaining('points at a missing file')]);
    expect(decapRuleProblems(root, [rule])[0]).toContain('src/admin/no-such-stand-in.ts');
  });

  it('a rule that no bundled module used is named', () => {
    const [used, unused] = DECAP_REPLACED;
    expect(decapRuleProblems(root, [used, unused], new Set([used]))).toEqual([expect.stringContaining('matched nothing in the bundle')]);
  });

  it('all match Decap as installed, and the bundle fails on one that matches nothing', { timeout: 240_000 }, async () => {
    const moved: DecapReplacement = {
      importer: /decap-cms-core\/dist\/esm\/no-such-module\.js$/,
      source: './moved',
      file: 'src/admin/decap-unused.ts',
    };
    const failure = await bundleDecap(root, [...DECAP_REPLACED, moved]).then(
      () => new Error('the bundle did not fail'),
      (error: Error) => error,
    );
    // One line, for the rule pointed nowhere: every real rule matched a module of Decap as installed.
    expect(failure.message.split('\n')).toEqual([expect.stringMatching(/matched nothing in the bundle: decap-cms-core.*no-such-module/)]);
  });
});
