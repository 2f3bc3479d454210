// `npm run content-guide`: rewrites CONTENT.md's widget reference from the widget manifest
// (src/build/generate/content-guide.ts), after a widget or a prop was added or changed.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport(fileURLToPath(new URL('../src/build/generate/content-guide.ts', import.meta.url)), {
  root,
  configFile: false,
  logLevel: 'error',
});
console.log(
  module.writeWidgetReference(root) ? 'CONTENT.md: widget reference updated.' : 'CONTENT.md: widget reference already up to date.',
);
