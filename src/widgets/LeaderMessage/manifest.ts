/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { defineWidgets, photo, text } from '../../content/schemas/manifest-kit.ts';

export default defineWidgets({
  LeaderMessage: {
    summary: "A leader's message page: photo, name and title beside the message inside.",
    props: { image: photo().optional(), name: text(), title: text() },
  },
});
