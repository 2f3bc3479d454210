/**
 * When each file under pages/ was last changed, from git history (build time, node).
 * One `git log` pass per project root, cached, so the build stays fast however many pages
 * there are. Outside a git checkout, or for a file never committed, there is simply no date:
 * the build never fails for it.
 */
import { execFileSync } from 'node:child_process';

/** project-relative file (pages/about/gallery.mdx) → ISO 8601 date of the last commit touching it. */
export type GitDates = ReadonlyMap<string, string>;

const DATE_LINE = '\u0001';
const cache = new Map<string, GitDates>();

/** Reads `git log --name-only` once: newest commits come first, so a file's first date is its last change. */
export function readGitDates(root: string, folder = 'pages'): GitDates {
  const dates = new Map<string, string>();
  let log: string;
  try {
    // --relative: paths relative to `root`, even when the repository starts higher up.
    log = execFileSync('git', ['-c', 'core.quotePath=false', 'log', '--relative', '--name-only', `--format=${DATE_LINE}%cI`, '--', folder], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return dates; // not a git checkout, or git is not installed
  }
  let date = '';
  for (const line of log.split('\n')) {
    if (line.startsWith(DATE_LINE)) date = line.slice(1).trim();
    else if (line && date && !dates.has(line)) dates.set(line, date);
  }
  return dates;
}

/** The dates of a project, read on first use and kept for the rest of the build. */
export function gitDates(root: string): GitDates {
  let dates = cache.get(root);
  if (!dates) cache.set(root, (dates = readGitDates(root)));
  return dates;
}


/**
 * The last change among a page's files (the page and the data files it imports): the newest
 * date any of them has. Files without a date (not committed yet) are skipped; none: undefined.
 */
export function lastChanged(dates: GitDates, files: readonly string[]): string | undefined {
  let newest: string | undefined;
  let newestTime = -Infinity;
  for (const file of files) {
    const date = dates.get(file);
    const time = date ? Date.parse(date) : NaN;
    if (date && time > newestTime) [newest, newestTime] = [date, time];
  }
  return newest;
}

/** Forgets the dates read so far (the dev server, when a page is added or removed: src/build/plugins/routes-plugin.ts). */
export function forgetGitDates(): void {
  cache.clear();
}
