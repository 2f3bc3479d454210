// Draws the illustrative placeholder photos into photos/ (tools/illustrations.mjs); not part of
// the build. Usage: node scripts/generate-illustrations.mjs [name prefix]
import { drawIllustrations } from '../tools/illustrations.mjs';

await drawIllustrations(process.argv[2]);
