/**
 * The enquiry form's start-up check and, in dev, the local stand-in for EmailJS.
 * - Checks the VITE_EMAILJS_* settings when the dev server or the build starts; a half-done
 *   configuration stops it with a message saying what to set.
 * - Without credentials, the dev server answers /api/v1.0/email/send itself and stores each
 *   enquiry in .enquiries/ (scripts/enquiry-endpoint.mjs, shared with scripts/serve.mjs);
 *   a production build warns that a static host does not provide that endpoint.
 */
import path from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { createEnquiryEndpoint, ENQUIRIES_DIR } from '../../scripts/enquiry-endpoint.mjs';
import { resolveEmailConfig, type EmailConfig } from '../widgets/InquiryForm/email-config.ts';

let reported = false;

export function enquiryPlugin(): Plugin {
  let config: EmailConfig | undefined;
  let root = process.cwd();
  return {
    name: 'enquiry-endpoint',
    configResolved(resolved) {
      root = resolved.root;
      try {
        config = resolveEmailConfig(loadEnv(resolved.mode, resolved.envDir || root, 'VITE_EMAILJS_'));
      } catch (error) {
        throw new Error(`Contact form configuration: ${(error as Error).message}`);
      }
      if (reported) return;
      reported = true;
      const log = resolved.logger;
      if (config.mode === 'emailjs') {
        log.info(`Contact form: enquiries are sent through EmailJS at ${config.origin}.`);
      } else if (resolved.command === 'build') {
        log.warn(
          '\nContact form: no EmailJS credentials (VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID, VITE_EMAILJS_PUBLIC_KEY).\n' +
            `This build posts enquiries to /api/v1.0/email/send on ${config.origin ?? 'the site\'s own origin'}. ` +
            'A static host does not provide that local endpoint (only `npm start` and `npm run preview` do), ' +
            'so on a real host the form will fail and offer the e-mail link. Set the credentials before building for production (see .env.example).\n',
        );
      }
    },
    configureServer(server) {
      if (config?.mode !== 'local' || config.origin) return;
      const endpoint = createEnquiryEndpoint({ dir: path.join(root, ENQUIRIES_DIR), log: (line) => server.config.logger.info(line) });
      server.config.logger.info(`Contact form: no EmailJS credentials. ${endpoint.describe()}`);
      server.middlewares.use((req, res, next) => {
        if (!endpoint.handle(req, res)) next();
      });
    },
  };
}
