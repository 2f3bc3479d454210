// Imported first by site-check.ts, before any module makes a schema: zod's fast path compiles code
// with Function(), which the editor's policy forbids (no 'unsafe-eval'); a schema made before this
// runs has already probed for it, and the probe is reported as a violation.
import { config } from 'zod';

config({ jitless: true });
