// Draws the illustrative placeholder photos into photos/ (src/build/illustrations.mjs); not part of
// the build. Usage: node scripts/generate-illustrations.mjs [name prefix]
import { drawIllustrations } from '../src/build/illustrations.mjs';

await drawIllustrations(process.argv[2]);
