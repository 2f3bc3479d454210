/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { defineWidgets } from '../../content/schemas/manifest-kit.ts';

export default defineWidgets({
  SearchResults: {
    summary: "The search page's results (/search?q=…); without JavaScript it lists the site's topics.",
    hydrate: 'load',
    props: {},
  },
});
