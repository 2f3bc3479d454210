// Serves dist/ as a static host does (tools/servers/preview-server.mjs), with the contact form's local
// EmailJS stand-in (src/build/servers/enquiry-endpoint.mjs), which a build without EmailJS credentials posts to.
// Usage: npm run preview -- --port 4173 --host 127.0.0.1 [--dir dist] [--no-enquiries] [--allow-origin http://localhost:5173]
// --allow-origin lets pages of another origin (a dev server pointed here with VITE_EMAILJS_API_ORIGIN) send enquiries.
// --port 0 picks a free port; the address is printed.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createPreviewServer } from '../tools/servers/preview-server.mjs';
import { createEnquiryEndpoint } from '../src/build/servers/enquiry-endpoint.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'dist' },
    'no-enquiries': { type: 'boolean', default: false },
    'allow-origin': { type: 'string', multiple: true, default: [] },
  },
});
const root = path.resolve(values.dir);
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No build in ${root}: run "npm run build" first.`);
  process.exit(1);
}

const enquiries = values['no-enquiries']
  ? null
  : createEnquiryEndpoint({ allowedOrigins: values['allow-origin'], allowedHosts: [values.host] });
const server = createPreviewServer({ root, enquiries });
server.listen(Number(values.port), values.host, () => {
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${values.host}:${port}/`);
  if (enquiries) console.log(enquiries.describe());
});
