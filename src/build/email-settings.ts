/**
 * The contact form's e-mail configuration, resolved once per build or dev server from Vite's env
 * files (.env, .env.local, .env.[mode], .env.[mode].local) and the environment, then handed to
 * everything that needs it: the form (through a `define`, src/build/plugins/enquiry-plugin.ts), the local
 * endpoint, and the CSP's connect-src (src/build/plugins/seo-plugin.ts). One source, so the policy always
 * allows the origin the form posts to.
 */
import { loadEnv } from 'vite';
import { resolveEmailConfig, type EmailConfig } from '#site/index.ts';

export function loadEmailConfig(mode: string, envDir: string): EmailConfig {
  try {
    return resolveEmailConfig(loadEnv(mode, envDir, 'VITE_EMAILJS_'));
  } catch (error) {
    throw new Error(`Contact form configuration: ${(error as Error).message}`);
  }
}

