/**
 * The engine's defaults for a site without facts or an enquiry form (see README.md here): facts shown
 * as written, no contacts, enquiries to the local stand-in. A site re-exports what it does not make.
 */
export const listInWords = (items: readonly string[]): string =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** Each fact's text, as written in the facts file. */
export const factTexts = (facts: Readonly<Record<string, unknown>>): Record<string, string> =>
  Object.fromEntries(Object.entries(facts).map(([name, value]) => [name, String(value)]));

export const isPhoneFact = (_name: string) => false;

/** No contact details: the site's layout shows its own. */
export const contactsFrom = (_facts: unknown) => ({
  address: { street: '', locality: '', region: '', country: '', postalCode: '', postal: '', oneLine: '' },
  phones: [] as readonly string[],
  admissionsPhone: '',
  examPhones: [] as readonly string[],
  whatsappUrl: '',
  email: { info: '' },
});

export const EMAILJS_DEFAULT_ORIGIN = 'https://api.emailjs.com';

/** Enquiries, if the site has a form, go to the local stand-in. */
export const resolveEmailConfig = (_env: Readonly<Record<string, unknown>>) => ({
  mode: 'local' as const,
  serviceId: 'local_service',
  templateId: 'local_template',
  publicKey: 'local_public_key',
  origin: undefined as string | undefined,
});
