import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/app',
  buildDirectory: 'build',
  // A static site: every route is prerendered to HTML, then hydrated in the browser.
  ssr: false,
  // Every page route (derived from pages/), plus /404 for the static host's 404.html.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), '/404'];
  },
} satisfies Config;
