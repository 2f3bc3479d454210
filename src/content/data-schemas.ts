/**
 * Schemas of the data files that sit beside pages (people, lists, quantities).
 * A data file is named `_<anything>.<kind>.yml` (for example `_academic.staff.yml`);
 * the kind picks the schema. Pure: the build reads it through data-schemas.node.ts (photos looked
 * up on disk), the web editor's check in the browser (src/admin/site-check.ts); no site page loads zod.
 * To add a kind: add its schema to `dataSchemas` (nothing else lists the kinds) and export its output type.
 */
import { z } from 'zod';
import { checkData, checkYaml, type YamlCheck } from './yaml-check.ts';
import { noSuchPhoto, photoLookup } from './photo-lookup.ts';
import { marked } from './field-marks.ts';
import { didYouMean } from './edit-distance.ts';
import { dataKindOf } from './data-kind.ts';
import { formatProblem, type Problem } from './problem.ts';
import { isoDate } from './date-schema.ts';
import { CALENDAR_KINDS, calendarKindNames } from './calendar.ts';

/**
 * A photo's name from what the web editor writes after an upload ("/photos/gallery/01.jpg"):
 * its path in photos/ without extension ("gallery/01"). Other values are kept as written.
 */
export function photoName(value: string): string {
  const uploaded = /^\/photos\/(.+)\.(?:jpe?g|png|webp|avif)$/i.exec(value);
  return uploaded ? uploaded[1] : value;
}

/** What is wrong with a photo value (a name in photos/, a file under public/, or a URL), quoting it, or null. */
function photoProblem(value: string): string | null {
  if (/^https?:\/\//.test(value)) return null;
  const lookup = photoLookup();
  if (value.startsWith('/')) return lookup.publicFileExists(value) ? null : `no such file "${value}" under public/`;
  const names = lookup.photoNames();
  return names.has(value) ? null : noSuchPhoto(value, names);
}

/** A photo from photos/ by name ("gallery/01"), or a path under public/ or a full URL. */
export const photo = marked(
  z
    .string()
    .min(1)
    .transform(photoName)
    .superRefine((value, ctx) => {
      const problem = photoProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  { role: 'photo' },
);

/** Words a reader sees, indexed by the site search with the pages that show them. */
const text = <T extends z.ZodType>(schema: T): T => marked(schema, { role: 'text' });

// ── People: staff profiles (`_*.staff.yml`) and the board of governors (`_*.board.yml`) ──

/** A biography: paragraphs separated by a blank line (YAML `|` block). */
const biography = text(z.string().trim().min(40, 'write at least a sentence or two'));

/** One person on a staff page. No photo: the placeholder silhouette is shown. */
const staffMemberSchema = z.strictObject({
  name: text(z.string().trim().min(3)),
  /** Job title, e.g. "Head, Languages Department". */
  role: text(z.string().trim().min(2)).optional(),
  /** A photo from photos/ ("staff/adeyemi"), a file under public/, or a URL. */
  photo: photo.optional(),
  bio: biography,
});

/** A department or group: a tab (academic), a toggle option (administrative) or a section (lists). */
const staffGroupSchema = z.strictObject({
  /** Text of the tab or toggle button, e.g. "LANGUAGES DEPARTMENT". */
  label: text(z.string().trim().min(2)),
  /** Heading shown above the people (optional). */
  heading: text(z.string().trim().min(2)).optional(),
  /** One introductory sentence under the heading (optional). */
  intro: text(z.string().trim().min(10)).optional(),
  /** The people; an empty list shows "Staff profiles coming soon." */
  people: z.array(staffMemberSchema).default([]),
});

export const staffFileSchema = z.strictObject({ groups: z.array(staffGroupSchema).min(1) });
export type StaffMember = z.output<typeof staffMemberSchema>;
export type StaffGroup = z.output<typeof staffGroupSchema>;
export type StaffFile = z.output<typeof staffFileSchema>;

const boardMemberSchema = z.strictObject({
  name: text(z.string().trim().min(3)),
  role: text(z.string().trim().min(2)),
  photo: photo.optional(),
  bio: biography,
});
export const boardFileSchema = z.strictObject({ members: z.array(boardMemberSchema).min(1) });
export type BoardMember = z.output<typeof boardMemberSchema>;
export type BoardFile = z.output<typeof boardFileSchema>;

/** `_<name>.packing.yml`: what a boarder brings, by category, and what must not come (PackingList widget). */
export const packingSchema = z.strictObject({
  categories: z
    .array(
      z.strictObject({
        /** Heading of the category, e.g. "Toiletries". */
        name: text(z.string().min(1)),
        items: z
          .array(
            z.strictObject({
              item: text(z.string().min(1)),
              /** A number (2) or a number with its unit ("4 pairs"). */
              quantity: text(z.union([z.number().int().positive(), z.string().min(1)])),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
  /** Items that must not be brought to school. */
  prohibited: z.array(text(z.string().min(1))).default([]),
});
export type PackingData = z.output<typeof packingSchema>;

/** `_<name>.venues.yml`: entrance examination venues (ExamVenues widget). */
export const venuesSchema = z.strictObject({
  venues: z
    .array(
      z.strictObject({
        /** The city, shown as the card heading, e.g. "Lagos". */
        city: text(z.string().min(1)),
        /** The building or school hosting the examination. */
        name: text(z.string().min(1)),
        /** The street address, one line per address line. */
        address: z.array(text(z.string().min(1))).min(1),
      }),
    )
    .min(1),
});
export type VenuesData = z.output<typeof venuesSchema>;

/** One photo of the home page's hero carousel (`_*.hero.yml`: a list of these). */
const heroSlideSchema = z.strictObject({
  /** A photo name from photos/ (hero/01-campus), a path under public/ or a full URL. */
  src: photo,
  /** What the photo shows, for visitors who cannot see it. */
  alt: text(z.string().min(1)),
});
export type HeroSlide = z.output<typeof heroSlideSchema>;

/** One testimonial (`_*.testimonials.yml`: a list of these). */
const testimonialSchema = z.strictObject({
  quote: text(z.string().min(1)),
  author: text(z.string().min(1)),
  /** Who they are, e.g. "Parent, Year 9". */
  role: text(z.string().min(1)),
  /** Stars out of 5. */
  rating: z.number().int().min(1).max(5).default(5),
});
export type Testimonial = z.output<typeof testimonialSchema>;

/** One mark of the partner strip (`_*.partners.yml`: a list of these). */
const partnerSchema = z.strictObject({
  id: z.union([z.number(), z.string()]),
  /** Short name shown as the mark, e.g. WAEC. */
  name: text(z.string().min(1)),
  /** A logo (photo name, path or URL); without one the name is drawn as a text mark. */
  image: photo.optional(),
  /** Full name, also the logo's text alternative. */
  alt: text(z.string().min(1)).optional(),
});
export type Partner = z.output<typeof partnerSchema>;

// ── School facts (`_school.facts.yml`): every figure and contact detail, written once ──

/** A value as it appears on the page, e.g. "₦10,000" or "before the entrance exam". */
const factText = (description: string) =>
  text(z.string({ error: 'write the value as text' }).trim().min(1, 'write a value')).describe(description);
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
  formFee: factText('The admission form fee, e.g. ₦10,000'),
  formFeeDue: factText('When the form fee is paid, e.g. before the entrance exam'),
  eligibleYears: factText('The years a child can apply into, e.g. Years 7 to 11'),
  year7AgeRule: factText('The age rule for Year 7 applicants, as a sentence'),
  scholarshipAmount: factText('What the scholarship is worth, e.g. ₦300,000 per session'),
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

// ── Gallery (`_*.gallery.yml`) ──

/** One photo of the gallery (`_*.gallery.yml`: a list of these). */
export const galleryImageSchema = z.strictObject({
  id: z.number().int().positive(),
  src: photo,
  alt: text(z.string().trim().min(1, 'describe what the photo shows (for visitors who cannot see it)')),
  caption: text(z.string().trim().min(1)),
});
export const gallerySchema = z
  .array(galleryImageSchema)
  .min(1)
  .superRefine((images, ctx) => {
    const seen = new Set<number>();
    images.forEach((image, index) => {
      if (seen.has(image.id))
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `id ${image.id} is used twice: every photo needs its own id` });
      seen.add(image.id);
    });
  });
export type GalleryImage = z.output<typeof galleryImageSchema>;

// ── Term calendar (`_school.calendar.yml`): the session's terms and dated events ──

/** A range of days that ends on or after its start (a one-day event gives no end). */
const endNotBeforeStart = (entry: { start: string; end?: string }, ctx: z.RefinementCtx) => {
  if (entry.end !== undefined && entry.end < entry.start) {
    ctx.addIssue({
      code: 'custom',
      path: ['end'],
      message: `${entry.end} is before the start (${entry.start}): the end must be on or after the start`,
    });
  }
};

const calendarTermSchema = z
  .strictObject({
    /** e.g. "First term 2026/2027". */
    name: text(z.string().trim().min(3)).describe('e.g. First term 2026/2027'),
    start: isoDate.describe('The first day of the term (resumption), e.g. 2026-09-14'),
    end: isoDate.describe('The last day of the term (closing), e.g. 2026-12-11'),
  })
  .superRefine(endNotBeforeStart);

const calendarEventSchema = z
  .strictObject({
    // Text: the page shows it in words (CALENDAR_KINDS), much as it is written.
    kind: marked(z.enum(calendarKindNames), { role: 'text', choiceWords: CALENDAR_KINDS }).describe(
      `One of: ${calendarKindNames.join(', ')}`,
    ),
    /** e.g. "Resumption of boarders". */
    title: text(z.string().trim().min(3)).describe('What parents see, e.g. Resumption of boarders'),
    start: isoDate.describe('The day, or the first day, e.g. 2027-01-10'),
    end: isoDate.optional().describe('The last day, for an event of several days (a break); leave empty for one day'),
    note: text(z.string().trim().min(1)).optional().describe('One line more, e.g. Boarders arrive between 2 pm and 6 pm'),
    example: z.boolean().default(false).describe('An example the office has not confirmed: shown with an "Example" badge'),
  })
  .superRefine(endNotBeforeStart);

export const calendarSchema = z
  .strictObject({
    /** e.g. "2026/2027". */
    session: text(z.string().trim().min(4)).describe('The school year, e.g. 2026/2027'),
    terms: z.array(calendarTermSchema).min(1),
    events: z.array(calendarEventSchema).min(1),
  })
  .superRefine((calendar, ctx) => {
    // Terms follow one another: one that starts before the previous one ends is a typing slip.
    const order = calendar.terms.map((term, index) => ({ term, index })).sort((a, b) => a.term.start.localeCompare(b.term.start));
    order.slice(1).forEach(({ term, index }, i) => {
      const before = order[i].term;
      if (term.start <= before.end) {
        ctx.addIssue({
          code: 'custom',
          path: ['terms', index, 'start'],
          message: `${term.start} is inside "${before.name}" (${before.start} to ${before.end}): terms must not overlap`,
        });
      }
    });
  });
export type CalendarFile = z.output<typeof calendarSchema>;

// ── Answers (`_school.answers.yml`): which questions the search answers with a fact or a date ──

/**
 * The words that ask for one fact or one kind of date, e.g. "how much form" or "visiting day": a
 * query that says every word of one of them (in any order, with other words) is answered.
 */
const asks = z
  .array(
    z
      .string()
      .trim()
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} '-]*$/u, 'use only letters, digits, spaces, hyphens and apostrophes')
      .refine((t) => t.split(/\s+/).length <= 6, 'at most 6 words'),
  )
  .min(1, 'list the words that ask for it, e.g. [how much form, form fee]')
  .describe('The words that ask for it: a search that says every word of one of them is answered');
/** What the answer is called, e.g. "Application form" in "Application form: ₦10,000". */
const answerLabel = text(z.string().trim().min(2)).describe('What the answer is called, e.g. Application form');

const factAnswerSchema = z.strictObject({
  label: answerLabel,
  /** The page the answer comes from (a search for it shows a link there). */
  page: z
    .string()
    .regex(/^\/[\w/-]*$/, 'write the address of a page of this site, e.g. /admission/fees-and-payments')
    .describe('The page that shows the fact, e.g. /admission/fees-and-payments'),
  asks,
});
const dateAnswerSchema = z.strictObject({ label: answerLabel, asks });

export const answersSchema = z.strictObject({
  /** Per fact of `_school.facts.yml`: what its answer is called, the page that shows it and the words that ask for it. */
  facts: z.strictObject(
    Object.fromEntries(Object.keys(factsSchema.shape).map((name) => [name, factAnswerSchema.optional()])) as Record<
      keyof typeof factsSchema.shape,
      z.ZodOptional<typeof factAnswerSchema>
    >,
  ),
  /** Per kind of event of `_school.calendar.yml`: what its next date is called and the words that ask for it. */
  calendar: z.strictObject(
    Object.fromEntries(calendarKindNames.map((kind) => [kind, dateAnswerSchema.optional()])) as Record<
      (typeof calendarKindNames)[number],
      z.ZodOptional<typeof dateAnswerSchema>
    >,
  ),
});
export type AnswersFile = z.output<typeof answersSchema>;

/** kind → schema of the whole file. */
const schemasByKind = {
  staff: staffFileSchema,
  board: boardFileSchema,
  packing: packingSchema,
  venues: venuesSchema,
  hero: z.array(heroSlideSchema).min(1),
  testimonials: z.array(testimonialSchema).min(1),
  partners: z.array(partnerSchema).min(1),
  gallery: gallerySchema,
  facts: factsSchema,
  calendar: calendarSchema,
  answers: answersSchema,
};
export const dataSchemas: Readonly<Record<string, z.ZodType>> = schemasByKind;
/** A data file's content by its kind, as a widget's data prop receives it: `DataOf<'staff'>`. */
export type DataKind = keyof typeof schemasByKind;
export type DataOf<K extends DataKind> = z.output<(typeof schemasByKind)[K]>;

/** The schema of a data file, by the kind in its name (`_<name>.<kind>.yml`), if there is one. */
export const dataSchemaFor = (file: string): z.ZodType | undefined => dataSchemas[dataKindOf(file) ?? ''];

/** The schema of a data file, or the message saying how to name it (quoting the kind as typed). */
function schemaFor(file: string): { schema: z.ZodType } | { problem: Problem } {
  const schema = dataSchemaFor(file);
  if (schema) return { schema };
  const kind = dataKindOf(file);
  const kinds = Object.keys(dataSchemas).sort();
  const hint = kind ? didYouMean(kind, kinds) : '';
  const message = kind ? `no such kind of data file "${kind}"` : 'unknown kind of data file';
  return { problem: { file, message, hint: `${hint ? `${hint} ` : ''}name it _<name>.<kind>.yml with kind one of: ${kinds.join(', ')}` } };
}

/** Checks a data file's text (YAML): its data, or every mistake with file, line, entry and field. */
export function checkDataFile(file: string, text: string): YamlCheck<unknown> {
  const found = schemaFor(file);
  return 'problem' in found ? { ok: false, problems: [found.problem] } : checkYaml(file, text, found.schema);
}

/** Validates a data file's parsed YAML; throws every mistake, one per line, naming the file and field. */
export function validateDataFile(file: string, data: unknown): unknown {
  const found = schemaFor(file);
  if ('problem' in found) throw new Error(formatProblem(found.problem));
  const checked = checkData(file, data, found.schema);
  if (!checked.ok) throw new Error(checked.problems.map(formatProblem).join('\n'));
  return checked.data;
}

/** Reads a data file's text (YAML) and validates it; throws every mistake with file, line and field. */
export function readDataFile(file: string, text: string): unknown {
  const checked = checkDataFile(file, text);
  if (!checked.ok) throw new Error(checked.problems.map(formatProblem).join('\n'));
  return checked.data;
}
