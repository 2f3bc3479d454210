/**
 * Where enquiries go. Read from the VITE_EMAILJS_* settings (see .env.example), checked when the
 * dev server or the build starts (src/build/plugins/enquiry-plugin.ts) and read again in the browser.
 *
 * - All three of service id, template id and public key set: the real EmailJS service
 *   (or the compatible endpoint at VITE_EMAILJS_API_ORIGIN).
 * - None set: the local stand-in on the site's own origin (scripts/enquiry-endpoint.mjs),
 *   which stores each enquiry in .enquiries/ (or the endpoint at VITE_EMAILJS_API_ORIGIN).
 * - Anything else is a mistake, reported with a clear message.
 */
export const EMAILJS_DEFAULT_ORIGIN = 'https://api.emailjs.com';

/** Ids sent to the local stand-in, which ignores them. */
export const LOCAL_IDS = { serviceId: 'local_service', templateId: 'local_template', publicKey: 'local_public_key' } as const;

export const EMAILJS_ENV_NAMES = {
  serviceId: 'VITE_EMAILJS_SERVICE_ID',
  templateId: 'VITE_EMAILJS_TEMPLATE_ID',
  publicKey: 'VITE_EMAILJS_PUBLIC_KEY',
  origin: 'VITE_EMAILJS_API_ORIGIN',
} as const;

/** 'emailjs' with real credentials, or 'local', the stand-in; an undefined origin is the site's own. */
export type EmailConfig = ReturnType<typeof resolveEmailConfig>;

type Env = Record<string, string | boolean | undefined>;

const read = (env: Env, name: string) => {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** The configuration, or an Error whose message says exactly what to fix. */
export function resolveEmailConfig(env: Env) {
  const ids = {
    serviceId: read(env, EMAILJS_ENV_NAMES.serviceId),
    templateId: read(env, EMAILJS_ENV_NAMES.templateId),
    publicKey: read(env, EMAILJS_ENV_NAMES.publicKey),
  };
  const origin = read(env, EMAILJS_ENV_NAMES.origin).replace(/\/+$/, '');
  const url = URL.canParse(origin) ? new URL(origin) : undefined;
  if (origin && (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash)) {
    throw new Error(
      `${EMAILJS_ENV_NAMES.origin} must be an origin such as https://api.emailjs.com (scheme, host and optional port, no path); got "${origin}".`,
    );
  }

  const keys = Object.keys(ids) as (keyof typeof ids)[];
  const missing = keys.filter((key) => !ids[key]);
  if (missing.length === 0) return { mode: 'emailjs' as const, ...ids, origin: origin || EMAILJS_DEFAULT_ORIGIN };
  if (missing.length === keys.length) return { mode: 'local' as const, ...LOCAL_IDS, origin: origin || undefined };
  throw new Error(
    `EmailJS is half configured: ${missing.map((key) => EMAILJS_ENV_NAMES[key]).join(' and ')} ${missing.length > 1 ? 'are' : 'is'} empty. ` +
      `Set all three of ${EMAILJS_ENV_NAMES.serviceId}, ${EMAILJS_ENV_NAMES.templateId} and ${EMAILJS_ENV_NAMES.publicKey} ` +
      '(in .env.local or the environment) to send through EmailJS, or none of them to use the local endpoint. See .env.example.',
  );
}
