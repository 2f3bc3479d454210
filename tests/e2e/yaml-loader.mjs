// Node module hook for the browser tests: lets a test import src/config/site.ts, which imports the
// school facts file (pages/_school.facts.yml) as Vite does, parsed to plain data (the build has
// validated it). Registered in playwright.config.ts.
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';

export async function load(url, context, nextLoad) {
  if (/\.ya?ml$/.test(new URL(url).pathname)) {
    const text = await readFile(new URL(url), 'utf8');
    return { format: 'module', source: `export default ${JSON.stringify(parse(text))};`, shortCircuit: true };
  }
  return nextLoad(url, context);
}
