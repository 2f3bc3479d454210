/** `_school.facts.yml`: every figure and contact detail, written once (src/content/facts/facts.ts shows them in pages). */
import { z } from 'zod';
import { text } from '../schemas/data-schemas.ts';
import { readNaira } from './money.ts';

/** A value as it appears on the page, e.g. "₦10,000" or "before the entrance exam". */
const factText = (description: string) =>
  text(z.string({ error: 'write the value as text' }).trim().min(1, 'write a value')).describe(description);
/** The money fields' schemas: a form the school uploads is checked against their values (src/build/check/school-forms.ts). */
const moneySchemas = new WeakSet<z.ZodType>();
const asMoney = <T extends z.ZodType>(schema: T): T => {
  moneySchemas.add(schema);
  return schema;
};

/**
 * An amount in naira as the office writes it (₦12,500, N12,500, 12500, 12,500), shown the site's one
 * way (₦12,500); `per`: it may say the period, as the example does ("₦300,000 per session").
 */
const nairaAmount = (description: string, example: string, per = false) =>
  asMoney(
    text(
      z.union([z.number(), z.string()], { error: `write the amount in figures, e.g. ${example}` }).transform((value, ctx) => {
        const read = readNaira(value, example, per);
        if (read.ok) return read.text;
        ctx.addIssue({ code: 'custom', message: read.message });
        return z.NEVER;
      }),
    ).describe(`${description}, in figures, e.g. ${example}`),
  );
/** A whole number written without quotes, e.g. 24. */
const factCount = (description: string) =>
  z.number({ error: 'write a whole number without quotes, e.g. 24' }).int().positive().describe(description);
/** A phone number as people write it, with spaces: "+234 800 000 0001". */
const phoneNumber = z
  .string({ error: 'write the phone number with spaces, e.g. +234 800 000 0001' })
  .trim()
  .regex(/^\+?[\d ()-]{7,}$/, 'write a phone number with digits and spaces only, e.g. +234 800 000 0001');
const email = z
  .string()
  .trim()
  .regex(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i, 'write an e-mail address, e.g. info@example.edu.ng');

export const factsSchema = z.strictObject({
  formFee: nairaAmount('The admission form fee', '₦10,000'),
  formFeeDue: factText('When the form fee is paid, e.g. before the entrance exam'),
  eligibleYears: factText('The years a child can apply into, e.g. Years 7 to 11'),
  year7AgeRule: factText('The age rule for Year 7 applicants, as a sentence'),
  scholarshipAmount: nairaAmount('What the scholarship is worth', '₦300,000 per session', true),
  scholarshipClasses: factText('The classes the scholarship is open to'),
  siblingsDiscount: factText('The siblings discount, e.g. 10%'),
  siblingsDiscountFor: factText('Which children receive the siblings discount'),
  tuitionFees: factText('How parents learn the tuition, e.g. sent with the admission letter'),
  boardingCapacity: factText('How many boarders the houses hold, e.g. over 600 students'),
  roomsPerHouse: factCount('Rooms in each boarding house'),
  studentsPerRoom: factCount('Students sharing one room'),
  houseParentsPerFloor: factText('House parents on each floor, in words, e.g. two'),
  medicalTeam: factText('When the medical team is available, e.g. available 24/7'),
  phoneDays: factText('The days parents may phone their children'),
  eLearningStations: factCount('Multi-server stations in the e-learning room'),
  eLearningHours: factText('When the e-learning room is open, e.g. open 24 hours'),
  juniorYears: factText('The years of the junior school'),
  juniorExams: factText('The examinations of the junior school'),
  seniorYears: factText('The years of the senior school'),
  seniorExams: factText('The examinations of the senior school'),
  boardMeets: factText('How often the board of governors meets, e.g. quarterly'),
  admissionsPhone: phoneNumber.describe('The admissions office phone'),
  examBookingPhones: z.array(phoneNumber).min(1).describe('The numbers to call to book an entrance examination'),
  generalPhone: phoneNumber.describe("The school's general phone"),
  whatsappNumber: phoneNumber.describe('The WhatsApp number parents can message'),
  admissionsEmail: email.describe('The admissions office e-mail'),
  infoEmail: email.describe("The school's general e-mail"),
  address: z.strictObject({
    street: factText('Street, e.g. 1 College Road'),
    town: factText('Town, e.g. Sagamu'),
    state: factText('State, e.g. Ogun State'),
    country: factText('Country'),
    postalCode: z.string({ error: 'write the postal code in quotes, e.g. "121101"' }).trim().min(1),
  }),
  postalAddress: factText('The postal address (P.M.B.)'),
  admissionHours: z
    .array(
      z.strictObject({
        days: factText('e.g. Monday to Friday'),
        hours: factText('e.g. 8:00 AM to 3:00 PM'),
      }),
    )
    .min(1),
  schoolTours: factText('A sentence about campus tours'),
  bank: z.strictObject({
    accountName: factText("The name of the school's account"),
    bankName: factText('The bank'),
    accountNumber: z
      .string({ error: 'write the account number in quotes, e.g. "0123456789", so its leading zeros are kept' })
      .regex(/^\d{10}$/, 'write the 10-digit account number, e.g. "0123456789"'),
  }),
});
export type SchoolFacts = z.output<typeof factsSchema>;

/** The facts that are amounts of money (formFee, scholarshipAmount). */
export const moneyFactNames = Object.entries(factsSchema.shape)
  .filter(([, schema]) => moneySchemas.has(schema))
  .map(([name]) => name);

export default factsSchema;
