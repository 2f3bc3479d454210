// `npm run check`: checks pages/ (frontmatter, MDX, links, widgets, photos, _meta.yml, data files)
// in a few seconds, without building, with the build's own messages (src/build/check/check-site.ts).
// Checks the site in the current directory. Exit 0 with one line when all is well; 1 with the
// messages otherwise. Never a stack trace: an editor reads this.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const started = performance.now();
const projectRoot = fileURLToPath(new URL('..', import.meta.url));
try {
  // Vite runs the TypeScript of the content layer directly; no config file, no plugins.
  const { module } = await runnerImport(fileURLToPath(new URL('../src/build/check/check-site.ts', import.meta.url)), {
    root: projectRoot,
    configFile: false,
    logLevel: 'error',
  });
  const report = await module.checkSite(process.cwd());
  const seconds = (performance.now() - started) / 1000;
  const text = module.formatReport(report, seconds);
  if (report.problems.length) {
    console.error(text);
    process.exitCode = 1;
  } else {
    console.log(text);
  }
} catch (error) {
  console.error(`The content check could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
