/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { defineWidgets, text } from '../../content/schemas/manifest-kit.ts';

export default defineWidgets({
  SchoolInformation: {
    summary: "The contact page's address, phones, e-mails and hours, from the school facts file.",
    props: { title: text().optional() },
  },
});
