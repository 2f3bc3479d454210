import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/app',
  buildDirectory: 'build',
  // Every route is prerendered to complete HTML. `ssr: true` only so that a page may leave out
  // React Router's scripts (with `ssr: false` it insists on them): the server build is used by
  // the prerenderer alone and never deployed; dist/ stays plain files (scripts/postbuild.mjs).
  ssr: true,
  // Every page route (derived from pages/), plus /404 for the static host's 404.html.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), '/404'];
  },
} satisfies Config;
