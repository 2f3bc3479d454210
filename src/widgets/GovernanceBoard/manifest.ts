/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { dataFile, defineWidgets, headingLevel, text } from '../../content/schemas/manifest-kit.ts';
import type { BoardFile } from './board.data.ts';

export default defineWidgets({
  GovernanceBoard: {
    summary: 'The board of governors with their biographies, from a `_*.board.yml` data file.',
    heading: 'card',
    props: { data: dataFile<BoardFile>('board'), label: text().optional(), headingLevel: headingLevel().optional() },
  },
});
