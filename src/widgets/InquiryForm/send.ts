/**
 * Sends an enquiry with @emailjs/browser. The SDK is loaded on first use (or when the parent
 * starts filling in the form), so no other page and no first paint pays for it.
 * A send always ends: after SEND_TIMEOUT_MS without an answer it fails like any other failure.
 */
import type { EmailConfig } from './email-config';
import type { TemplateParams } from './inquiry';

/** Resolved once by the build (vite.config.ts, src/build/email-settings.ts): the CSP allows the same origin. */
declare const __EMAIL_CONFIG__: EmailConfig;

/**
 * How long the form waits for an answer before it gives up and offers the e-mail link. A send is
 * one small request: on a slow 2G connection it is answered in a few seconds, so 20 s of silence
 * means a stalled connection, and a parent should not watch "Sending..." for longer than that.
 */
export const SEND_TIMEOUT_MS = 20_000;

/** The rejection of a send that had no answer within SEND_TIMEOUT_MS (see failureCause). */
export class SendTimeoutError extends Error {
  constructor() {
    super(`No answer within ${SEND_TIMEOUT_MS / 1000} s`);
    this.name = 'SendTimeoutError';
  }
}

/** What finally happened to a send that had timed out (the SDK's request cannot be cancelled). */
export type LateAnswer = 'sent' | 'failed';

/** One send per browser per minute; the SDK answers 429 before making a request. */
export const RATE_LIMIT = { id: 'school-inquiry-rate-limit', throttle: 60_000 } as const;

/** localStorage that may be blocked or full (private mode): reads then find nothing and writes do nothing. */
export const localStore = {
  read: (key: string) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  /** `null` removes the key. */
  write: (key: string, value: string | null) => {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch {
      /* storage blocked or full: the form still works, without a draft or a rate limit */
    }
  },
};

/** The SDK's rate limit kept in localStorage; where it is unavailable there is no limit. */
const storage = {
  get: async (key: string) => localStore.read(key),
  set: async (key: string, value: string) => localStore.write(key, value),
  remove: async (key: string) => localStore.write(key, null),
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

/**
 * Sends the enquiry. Rejects with SendTimeoutError after SEND_TIMEOUT_MS; if the request is answered
 * after that, `onLateAnswer` says how (the caller decides what a late success means to the parent).
 */
export function sendInquiry(params: TemplateParams, onLateAnswer: (answer: LateAnswer) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  const sending = sendNow(params, () => timedOut);
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      // The attempt is over for the parent: a retry must go out at once, not be throttled.
      void storage.remove(RATE_LIMIT.id);
      reject(new SendTimeoutError());
    }, SEND_TIMEOUT_MS);
  });
  sending.then(
    () => timedOut && onLateAnswer('sent'),
    () => timedOut && onLateAnswer('failed'),
  );
  return Promise.race([sending, timeout]).finally(() => clearTimeout(timer));
}

/** `abandoned`: true once the parent was told the send failed; a request not yet made then is not made. */
async function sendNow(params: TemplateParams, abandoned: () => boolean) {
  const config = __EMAIL_CONFIG__;
  const emailjs = await preloadEmailSdk();
  if (abandoned()) throw new SendTimeoutError(); // the SDK arrived too late: nothing was sent
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
