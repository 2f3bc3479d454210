import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/app',
  buildDirectory: 'build',
  // Every route is prerendered to complete HTML. `ssr: true` only so that a page may leave out
  // React Router's scripts (with `ssr: false` it insists on them): the server build is used by
  // the prerenderer alone and never deployed; dist/ stays plain files (src/build/finish-dist.ts).
  ssr: true,
  // React Router 8's changes, decided now so the build does not warn about each on every run:
  // no route uses middleware, and this build never ships React Router's browser code, so the
  // others would change nothing a visitor gets; they stay as they are until the upgrade to v8.
  // The Environment API makes `npm run build` one Vite run: the browser code (the `client`
  // environment, src/build/islands-plugin.ts), then the prerenderer (`ssr`), in one process.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  // Every page route (derived from pages/), plus /404 for the static host's 404.html.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), '/404'];
  },
  // Once every page is written: dist/ as a static host serves it.
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const { finishDist } = await import('./src/build/finish-dist.ts');
    await finishDist(viteConfig.root, reactRouterConfig.buildDirectory);
  },
} satisfies Config;
