/** Phone numbers in links and text (a module of their own: an island using them carries nothing else of the settings). */

/** A `tel:` link for a phone number as written for people ("+234 801 234 5678" → "tel:+2348012345678"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
/** A phone number as shown: non-breaking spaces, so it never wraps across lines. */
export const displayPhone = (phone: string) => phone.replace(/ /g, '\u00a0');
