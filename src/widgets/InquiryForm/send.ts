/**
 * Sends an enquiry with @emailjs/browser. The SDK is loaded on first use (or when the parent
 * starts filling in the form), so no other page and no first paint pays for it.
 */
import { resolveEmailConfig } from './email-config';
import type { TemplateParams } from './inquiry';

/** One send per browser per minute; the SDK answers 429 before making a request. */
export const RATE_LIMIT = { id: 'school-inquiry-rate-limit', throttle: 60_000 } as const;

/** localStorage for the SDK's rate limit; storage that is unavailable (private mode) disables the limit. */
const storage = {
  get: async (key: string) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: async (key: string, value: string) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      /* storage full or blocked: no rate limit */
    }
  },
  remove: async (key: string) => {
    try {
      localStorage.removeItem(key);
    } catch {
      /* nothing to remove */
    }
  },
};

let sdk: Promise<typeof import('@emailjs/browser')> | undefined;

/** Starts downloading the SDK (idempotent). */
export function preloadEmailSdk() {
  sdk ??= import('@emailjs/browser').catch((error: unknown) => {
    sdk = undefined; // a failed download may be retried on the next send
    throw error;
  });
  return sdk;
}

export async function sendInquiry(params: TemplateParams) {
  const config = resolveEmailConfig(import.meta.env);
  const emailjs = await preloadEmailSdk();
  emailjs.init({
    publicKey: config.publicKey,
    origin: config.origin ?? window.location.origin,
    blockHeadless: false,
    limitRate: RATE_LIMIT,
    storageProvider: storage,
  });
  try {
    const response = await emailjs.send(config.serviceId, config.templateId, params);
    console.info(`Inquiry sent: ${response.status} ${response.text}`);
    return response;
  } catch (error) {
    // The SDK counts an attempt before sending it: a send that did not go through must not
    // stop the parent from trying again at once. Only a throttled attempt keeps the count.
    const status = (error as { status?: number } | null)?.status;
    if (status !== 429) await storage.remove(RATE_LIMIT.id);
    console.warn('Inquiry not sent:', status ?? '', (error as { text?: string } | null)?.text ?? error);
    throw error;
  }
}
