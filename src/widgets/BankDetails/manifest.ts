/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { defineWidgets, text } from '../../content/schemas/manifest-kit.ts';

export default defineWidgets({
  BankDetails: {
    summary: "The school's bank account, from the school facts file.",
    props: { title: text().optional() },
  },
});
