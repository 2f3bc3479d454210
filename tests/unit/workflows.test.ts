import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The workflows are validated against GitHub's schema by `npm run lint` (action-validator); these
// check what the schema cannot: when the nightly rebuild runs, and what the web editor reads.
const workflow = (name: string) => parse(fs.readFileSync(`.github/workflows/${name}`, 'utf8'));

/** The Lagos wall-clock time at which a daily `m h * * *` cron (always UTC on GitHub) fires. */
function lagosTimeOf(cron: string, day: Date): string {
  const [minute, hour, ...rest] = cron.trim().split(/\s+/);
  expect(rest, 'a daily cron: day, month and weekday are *').toEqual(['*', '*', '*']);
  const at = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), Number(hour), Number(minute)));
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

describe('the nightly rebuild', () => {
  const crons: string[] = workflow('nightly.yml').on.schedule.map((entry: { cron: string }) => entry.cron);

  it('runs once a night, between 00:00 and 01:00 in Lagos, in every season', () => {
    expect(crons).toHaveLength(1);
    for (const day of [new Date('2026-01-15'), new Date('2026-07-15')]) {
      expect(lagosTimeOf(crons[0], day)).toMatch(/^00:[0-5]\d$/);
    }
  });

  it('the check fails for a cron set at midnight UTC (01:00 in Lagos)', () => {
    expect(lagosTimeOf('0 0 * * *', new Date('2026-01-15'))).toBe('01:00');
  });

  it('deploys main as production', () => {
    const steps = workflow('nightly.yml').jobs['rebuild-and-deploy'].steps.map((step: { run?: string }) => step.run ?? '');
    expect(steps.some((run: string) => run.includes('scripts/deploy.mjs --live --branch main'))).toBe(true);
  });
});

describe('checks and deploys', () => {
  const site = workflow('site.yml');

  it('deploys only after the checks and tests have passed', () => {
    expect(site.jobs.deploy.needs).toBe('check-and-test');
    const testStep = site.jobs['check-and-test'].steps.find((step: { run?: string }) => step.run === 'npm test');
    expect(testStep).toBeDefined();
  });

  it("posts a preview's address as a commit status whose context names deploy (the web editor's preview link)", () => {
    const post = site.jobs.deploy.steps.find((step: { name?: string }) => step.name === "Post the preview's address on the change");
    expect(post.run).toMatch(/"context\\?":\s*\\?"deploy\/preview\\?"/);
    expect(site.jobs.deploy.permissions.statuses).toBe('write');
  });
});

describe('upgrades (.github/dependabot.yml)', () => {
  const updates: { 'package-ecosystem': string; schedule: { interval: string }; groups?: Record<string, { patterns: string[] }> }[] = parse(
    fs.readFileSync('.github/dependabot.yml', 'utf8'),
  ).updates;

  it('proposes the npm packages and the actions once a week, each as one grouped pull request', () => {
    expect(updates.map((u) => u['package-ecosystem']).sort()).toEqual(['github-actions', 'npm']);
    for (const update of updates) {
      expect(update.schedule.interval).toBe('weekly');
      expect(
        Object.values(update.groups ?? {}).some((group) => group.patterns.includes('*')),
        update['package-ecosystem'],
      ).toBe(true);
    }
  });

  it('its pull requests run the whole suite', () => {
    expect(Object.keys(workflow('site.yml').on)).toContain('pull_request');
  });
});

describe('the encoded photos between runs', () => {
  const action = parse(fs.readFileSync('.github/actions/encoded-photos/action.yml', 'utf8'));
  const cache = action.runs.steps.find((step: { uses?: string }) => step.uses?.startsWith('actions/cache@'));
  type Step = { name?: string; uses?: string; run?: string };
  /** Each job that builds the site (its tests or the deploy run `npm run build`, whose prebuild encodes the photos). */
  const buildingJobs: [string, Step[]][] = [
    ['site.yml check-and-test', workflow('site.yml').jobs['check-and-test'].steps],
    ['site.yml deploy', workflow('site.yml').jobs.deploy.steps],
    ['nightly.yml rebuild-and-deploy', workflow('nightly.yml').jobs['rebuild-and-deploy'].steps],
  ];

  it('caches public/img and the photos list, keyed by a hash of the source photos and of the encoder', () => {
    expect(cache, 'an actions/cache step').toBeDefined();
    expect(cache.with.path.split('\n').filter(Boolean).sort()).toEqual(['public/img', 'src/generated/images.json']);
    const key: string = cache.with.key;
    expect(key).toContain("hashFiles('photos/**')");
    // The encoder: its settings (scripts/images.mjs) and sharp's version, so other settings encode again.
    expect(key).toMatch(/hashFiles\('scripts\/images\.mjs', 'node_modules\/sharp\/package\.json'\)/);
    // With one photo new, the last copy of the same encoder is restored: only that photo is encoded.
    const restore: string = cache.with['restore-keys'];
    expect(key.startsWith(restore.trim())).toBe(true);
    expect(restore).not.toContain("hashFiles('photos/**')");
  });

  it.each(buildingJobs)('%s restores them after npm ci (sharp installed) and before anything builds', (_job, steps) => {
    const at = (test: (step: Step) => boolean) => steps.findIndex(test);
    const install = at((step) => step.run === 'npm ci');
    const kept = at((step) => step.uses === './.github/actions/encoded-photos');
    const builds = at((step) => /npm test|npm run build|scripts\/deploy\.mjs/.test(step.run ?? ''));
    expect(install).toBeGreaterThanOrEqual(0);
    expect(kept).toBeGreaterThan(install);
    expect(builds).toBeGreaterThan(kept);
  });
});

describe('the page readings between runs', () => {
  const action = parse(fs.readFileSync('.github/actions/kept-readings/action.yml', 'utf8'));
  const cache = action.runs.steps.find((step: { uses?: string }) => step.uses?.startsWith('actions/cache@'));
  type Step = { uses?: string; run?: string };
  const checkingJobs: [string, Step[]][] = [
    ['site.yml check-and-test', workflow('site.yml').jobs['check-and-test'].steps],
    ['site.yml deploy', workflow('site.yml').jobs.deploy.steps],
    ['nightly.yml rebuild-and-deploy', workflow('nightly.yml').jobs['rebuild-and-deploy'].steps],
  ];

  it('caches the folders the check and the build keep their readings in, per lockfile', () => {
    expect(cache, 'an actions/cache step').toBeDefined();
    expect(cache.with.path.split('\n').filter(Boolean).sort()).toEqual([
      'node_modules/.cache/mdx-compile',
      'node_modules/.cache/page-readings',
    ]);
    // Saved on every run; restored from the newest run with the same packages.
    expect(cache.with.key).toContain('github.sha');
    expect(cache.with.key.startsWith(cache.with['restore-keys'].trim())).toBe(true);
    expect(cache.with['restore-keys']).toContain("hashFiles('package-lock.json')");
  });

  it.each(checkingJobs)('%s restores them after npm ci and before the check or build', (_job, steps) => {
    const at = (test: (step: Step) => boolean) => steps.findIndex(test);
    const install = at((step) => step.run === 'npm ci');
    const kept = at((step) => step.uses === './.github/actions/kept-readings');
    const reads = at((step) => /npm run check|npm test|npm run build|scripts\/deploy\.mjs/.test(step.run ?? ''));
    expect(kept).toBeGreaterThan(install);
    expect(reads).toBeGreaterThan(kept);
  });
});
