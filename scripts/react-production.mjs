// Loaded before the dev server (scripts/start.mjs, `node --import`): the pages it renders use React's
// production build, as the build's prerender does. React's development build captured a stack for
// each of the ~900 elements of a page, a third of the time from a save to the page shown. Its
// warnings (keys, nesting) still come from the browser's islands and the unit tests, which keep it.
// React picks its build by NODE_ENV when first loaded; the dev server's Node loads it once, from here.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const mode = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
for (const id of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server']) require(id);
if (mode === undefined) delete process.env.NODE_ENV;
else process.env.NODE_ENV = mode;
