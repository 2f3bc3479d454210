/**
 * The enquiry form's configuration and, in dev, the local stand-in for EmailJS.
 * - Hands the e-mail configuration (resolved once in vite.config.ts, src/build/email-settings.ts)
 *   to the form as `__EMAIL_CONFIG__`, and says where enquiries go when the server or build starts.
 * - Without credentials, the dev server answers /api/v1.0/email/send (and send-form) itself and
 *   stores each enquiry in .enquiries/ (src/build/servers/enquiry-endpoint.mjs, shared with the preview
 *   server); a production build warns that a static host does not provide that endpoint.
 * - The dev server never serves .enquiries/ (stored personal details) over HTTP.
 */
import path from 'node:path';
import type { Connect, Plugin } from 'vite';
import { createEnquiryEndpoint, ENQUIRIES_DIR } from '../servers/enquiry-endpoint.mjs';
import type { EmailConfig } from '#site/index.ts';
import { settings as site } from '#site/index.ts';


/** True for any URL that names something inside an `.enquiries` folder, however it is spelled. */
export function namesEnquiriesFolder(url: string): boolean {
  let decoded = url.split(/[?#]/)[0];
  for (let i = 0; i < 3 && /%/.test(decoded); i++) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      return true; // undecodable: not a path the site has
    }
  }
  return decoded.split(/[\\/]+/).some((segment) => segment.toLowerCase() === ENQUIRIES_DIR);
}

/** Answers 404 for `.enquiries` paths before Vite's static and /@fs/ handlers can serve them. */
const guardEnquiries: Connect.NextHandleFunction = (req, res, next) => {
  if (!namesEnquiriesFolder(req.url ?? '/')) return next();
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not Found');
};

export function enquiryPlugin(config: EmailConfig): Plugin {
  let reported = false;
  return {
    name: 'enquiry-endpoint',
    config: () => ({ define: { __EMAIL_CONFIG__: JSON.stringify(config) } }),
    // Not before the build starts: a build stopped by a content mistake says that alone.
    buildStart() {
      if (reported) return;
      reported = true;
      const log = this.environment.logger;
      if (config.mode === 'emailjs') {
        log.info(`Contact form: enquiries are sent through EmailJS at ${config.origin}.`);
      } else if (this.environment.config.command === 'build') {
        log.warn(
          '\nContact form: no EmailJS credentials (VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID, VITE_EMAILJS_PUBLIC_KEY).\n' +
            `This build posts enquiries to /api/v1.0/email/send on ${config.origin ?? 'the site\'s own origin'}. ` +
            'A static host does not provide that local endpoint (only `npm start` and `npm run preview` do), ' +
            'so on a real host the form will fail and offer the e-mail link. Set the credentials before building for production (see .env.example).\n',
        );
      }
    },
    configureServer(server) {
      server.middlewares.use(guardEnquiries);
      if (config.mode !== 'local' || config.origin) return;
      const endpoint = createEnquiryEndpoint({
        dir: path.join(server.config.root, ENQUIRIES_DIR),
        log: (line) => server.config.logger.info(line),
        allowedOrigins: [new URL(site.url).origin],
        allowedHosts: typeof server.config.server.host === 'string' ? [server.config.server.host] : [],
      });
      server.config.logger.info(`Contact form: no EmailJS credentials. ${endpoint.describe()}`);
      server.middlewares.use((req, res, next) => {
        if (!endpoint.handle(req, res)) next();
      });
    },
  };
}
