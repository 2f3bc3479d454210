/**
 * What the pages and the layout make of the school facts (pages/_school.facts.yml): the text a
 * fact shows (`<Fact name="formFee" />`, `$formFee`) and the contact details in the shape the
 * layout reads (`site.phones`, `site.address`…). Plain functions of the validated file, safe in
 * the browser: nothing here reads files or imports zod.
 */
import type { SchoolFacts } from '../content/facts/facts.data.ts';

/** "a", "a and b", "a, b and c". */
export function listInWords(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A value as a page shows it: lists in words, an object's values joined, numbers as written. */
function textOf(value: unknown): string {
  if (Array.isArray(value)) return listInWords(value.map(textOf));
  if (value && typeof value === 'object')
    return Object.values(value)
      .map(textOf)
      .join(value && 'days' in value ? ' ' : ', ');
  return String(value);
}

/**
 * Every fact name → the text it shows. Nested values have a dotted name too ("bank.accountNumber",
 * "address.town") besides the whole ("address": street, town, state, country, postal code).
 */
export function factTexts(facts: SchoolFacts): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(facts)) {
    out[name] = textOf(value);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) out[`${name}.${key}`] = textOf(inner);
    }
  }
  return out;
}

/** Fact names shown as tap-to-call links by <Fact>. */
export const isPhoneFact = (name: string) => /Phones?$|Number$/.test(name) && !name.startsWith('bank');

/** The contact details, labelled, in the order the footer and the contact page list them. */
export function contactsFrom(facts: SchoolFacts) {
  const { address } = facts;
  const oneLine = `${address.street}, ${address.town}, ${address.state}, ${address.country}`;
  return {
    address: {
      street: address.street,
      locality: address.town,
      region: address.state,
      country: address.country,
      postalCode: address.postalCode,
      postal: facts.postalAddress,
      /** Street, town, state and country on one line (maps search, directions). */
      oneLine,
    },
    /** The school's general number(s). */
    phones: [facts.generalPhone] as readonly string[],
    admissionsPhone: facts.admissionsPhone,
    examPhones: facts.examBookingPhones as readonly string[],
    /** Every number with what it is for: admissions, exam booking, general. */
    labelledPhones: [
      { label: 'Admissions', numbers: [facts.admissionsPhone] },
      { label: 'Exam booking', numbers: facts.examBookingPhones },
      { label: 'General', numbers: [facts.generalPhone] },
    ] as readonly { label: string; numbers: readonly string[] }[],
    email: { info: facts.infoEmail, admissions: facts.admissionsEmail },
    admissionHours: facts.admissionHours as readonly { days: string; hours: string }[],
    schoolTours: facts.schoolTours,
    bank: facts.bank,
    /** A maps search for the address: "Get directions". */
    directionsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(oneLine)}`,
    /** A WhatsApp chat with the school (wa.me takes the number as digits only). */
    whatsappUrl: `https://wa.me/${facts.whatsappNumber.replace(/\D/g, '')}`,
    whatsappNumber: facts.whatsappNumber,
  };
}
