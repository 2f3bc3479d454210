/** What the build knows about this folder's widgets (see src/widgets/manifest-kit.ts). */
import { defineWidgets, text } from '../manifest-kit.ts';

export default defineWidgets({
  BankDetails: {
    module: 'src/widgets/BankDetails/BankDetails.tsx',
    summary: 'The school\'s bank account, from the school facts file.',
    props: { title: text().optional() },
  },
});
