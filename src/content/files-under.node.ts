/** Listing a folder of the project, for build-time code. */
import fs from 'node:fs';
import path from 'node:path';

/** Everything below `dir` (files and folders), as paths inside it with `/`, sorted; none when `dir` does not exist. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => entry.split(path.sep).join('/'))
    .sort();
}
