// Draws the illustrative placeholder photos into photos/ (src/build/generate/illustrations.mjs); not part of
// the build. Usage: node scripts/generate-illustrations.mjs [name prefix]
import { drawIllustrations } from '../src/build/generate/illustrations.mjs';

await drawIllustrations(process.argv[2]);
