/**
 * The parent enquiry: its values, options, checks and what is sent. No React, no browser APIs
 * (unit-tested in tests/unit/inquiry.test.ts). The texts are the specification's, word for word.
 */
import { site } from '../../config/site';

export const RELATIONSHIPS = ['Parent', 'Guardian', 'Relative', 'Family Friend', 'Other'] as const;
export const INTEREST_LEVELS = ['Year 7', 'Year 8', 'Year 9', 'Year 10', 'Year 11', 'Not Sure', 'Just Exploring'] as const;
export const INQUIRY_TYPES = [
  'General Inquiry',
  'Admission Process',
  'School Tour',
  'Academic Programs',
  'Tuition & Fees',
  'Extracurricular Activities',
  'Boarding Information',
  'Scholarship',
  'Other',
] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const GENERAL_INQUIRY: InquiryType = 'General Inquiry';
export const NOT_SPECIFIED = 'Not specified';
export const PHONE_MIN_DIGITS = 10;
/** Longest message accepted; the form shows a counter. */
export const MESSAGE_MAX_LENGTH = 2000;
/** Longest value of the one-line fields (a name, an address). */
export const FIELD_MAX_LENGTH = { name: 100, email: 254, phone: 30, childName: 100 } as const;

/** Fields in the order they appear on the form (focus goes to the first invalid one). */
export const FIELD_ORDER = ['name', 'relationship', 'email', 'phone', 'childName', 'interestLevel', 'inquiryType', 'message'] as const;
export type FieldName = (typeof FIELD_ORDER)[number];
export type InquiryValues = Record<FieldName, string>;

export const DEFAULT_VALUES: InquiryValues = {
  name: '',
  email: '',
  phone: '',
  relationship: 'Parent',
  childName: '',
  interestLevel: '',
  inquiryType: GENERAL_INQUIRY,
  message: '',
};

export type InquiryErrors = Partial<Record<FieldName, string>>;

export const MESSAGES = {
  nameRequired: 'Your name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  phoneRequired: 'Phone number is required',
  phoneTooShort: 'Phone number must have at least 10 digits',
  relationshipRequired: 'Please specify your relationship',
  childNameRequired: "Child's name is required for this inquiry",
  messageRequired: 'Please enter your message',
  messageTooLong: `Your inquiry must be at most ${MESSAGE_MAX_LENGTH} characters`,
} as const;

export const TOASTS = {
  invalid: 'Please fill in all required fields correctly',
  sending: 'Sending your inquiry...',
  sent: 'Inquiry sent successfully! We will contact you soon.',
  failed: 'Failed to send message. Please try again.',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isInquiryType = (value: string): value is InquiryType => (INQUIRY_TYPES as readonly string[]).includes(value);

/** Child's name is asked for every inquiry type except General Inquiry. */
export const childNameRequired = (values: Pick<InquiryValues, 'inquiryType'>) => values.inquiryType !== GENERAL_INQUIRY;

/** The checks of the specification (section 5). An empty object means the enquiry can be sent. */
export function validateInquiry(values: InquiryValues): InquiryErrors {
  const errors: InquiryErrors = {};
  if (!values.name.trim()) errors.name = MESSAGES.nameRequired;
  if (!values.relationship.trim()) errors.relationship = MESSAGES.relationshipRequired;
  const email = values.email.trim();
  if (!email) errors.email = MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = MESSAGES.emailInvalid;
  if (!values.phone.trim()) errors.phone = MESSAGES.phoneRequired;
  else if (values.phone.replace(/\D/g, '').length < PHONE_MIN_DIGITS) errors.phone = MESSAGES.phoneTooShort;
  if (childNameRequired(values) && !values.childName.trim()) errors.childName = MESSAGES.childNameRequired;
  if (!values.message.trim()) errors.message = MESSAGES.messageRequired;
  else if (values.message.length > MESSAGE_MAX_LENGTH) errors.message = MESSAGES.messageTooLong;
  return errors;
}

export const firstInvalidField = (errors: InquiryErrors): FieldName | undefined => FIELD_ORDER.find((field) => errors[field]);

/** The EmailJS template parameters: exactly these nine. Values are sent as typed (trimmed). */
export function buildTemplateParams(values: InquiryValues) {
  return {
    to_name: site.admissionsOffice,
    from_name: values.name.trim(),
    from_email: values.email.trim(),
    phone: values.phone.trim(),
    relationship: values.relationship,
    child_name: values.childName.trim() || NOT_SPECIFIED,
    interest_level: values.interestLevel || NOT_SPECIFIED,
    inquiry_type: values.inquiryType,
    message: values.message.trim(),
  };
}

export type TemplateParams = ReturnType<typeof buildTemplateParams>;

/** A mailto: link to the admissions office with the enquiry filled in (the fallback after a failure). */
export function mailtoHref(values: InquiryValues): string {
  const p = buildTemplateParams(values);
  const subject = `${p.inquiry_type}: enquiry from ${p.from_name || 'a parent'}`;
  const body = [
    p.message,
    '',
    `Name: ${p.from_name}`,
    `Relationship: ${p.relationship}`,
    `Email: ${p.from_email}`,
    `Phone: ${p.phone}`,
    `Child's name: ${p.child_name}`,
    `Interested grade level: ${p.interest_level}`,
    `Inquiry type: ${p.inquiry_type}`,
  ].join('\r\n');
  return `mailto:${site.email.admissions}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export type FailureCause = 'rate-limit' | 'network' | 'slow' | 'blocked' | 'hidden-field' | 'other';

/**
 * Why a send failed, from what @emailjs/browser rejected with (EmailJSResponseStatus or a TypeError),
 * or a SendTimeoutError (send.ts) when no answer came in time.
 */
export function failureCause(error: unknown, online = true): FailureCause {
  if (error instanceof Error && error.name === 'SendTimeoutError') return 'slow';
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? Number((error as { status: unknown }).status) : undefined;
  if (status === 429) return 'rate-limit';
  if (status === 451 || status === 403) return 'blocked';
  if (!online || error instanceof TypeError || status === 0) return 'network';
  return 'other';
}

export const FAILURE_HINTS: Record<FailureCause, string> = {
  'rate-limit': 'Too many attempts from this browser. Please wait a minute, then try again.',
  network: 'Your message is kept on this page. Please check your internet connection, then try again.',
  slow: 'Your connection is very slow: no answer came within 20 seconds. Your message is kept on this page. Please try again, or send it by e-mail.',
  blocked: 'Our message service could not accept this enquiry. Please use the e-mail link below instead.',
  other: 'Your message is kept on this page. Please try again in a few minutes, or send it by e-mail.',
  // The hidden anti-spam field was filled, which browsers' autofill sometimes does: a person must still get through.
  'hidden-field':
    'This page could not send your inquiry (a hidden field was filled in, perhaps by autofill). Please send it by e-mail with the link below.',
};

/** Shown when a send that had timed out was answered after all: it arrived, so it must not be sent again. */
export const LATE_SENT_NOTE = 'Your inquiry reached us after all. There is no need to send it again.';

/** A draft is kept this long after it was last changed, then deleted (it holds a parent's personal details). */
export const DRAFT_MAX_AGE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The draft as stored: the values and when they were last changed (ms since 1970). */
export function serializeDraft(values: InquiryValues, now = Date.now()): string {
  return JSON.stringify({ savedAt: now, values });
}

/**
 * Draft values as stored in the browser (serializeDraft): unknown keys and wrong types are dropped.
 * A draft older than DRAFT_MAX_AGE_DAYS, or without a date (stored before drafts expired), is none.
 */
export function parseDraft(raw: string | null, now = Date.now()): Partial<InquiryValues> {
  if (!raw) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!data || typeof data !== 'object') return {};
  const { savedAt, values } = data as { savedAt?: unknown; values?: unknown };
  if (typeof savedAt !== 'number' || now - savedAt > DRAFT_MAX_AGE_DAYS * DAY_MS || savedAt - now > DAY_MS) return {};
  return validDraftValues(values);
}

/** Whether the stored draft already holds exactly these values (saving again would restart its 30 days). */
export function draftHolds(raw: string | null, values: InquiryValues, now = Date.now()): boolean {
  return JSON.stringify({ ...DEFAULT_VALUES, ...parseDraft(raw, now) }) === JSON.stringify({ ...DEFAULT_VALUES, ...values });
}

/** The values of `data` that are form fields of the right type and, for the choices, one of them. */
export function validDraftValues(data: unknown): Partial<InquiryValues> {
  if (!data || typeof data !== 'object') return {};
  const draft: Partial<InquiryValues> = {};
  const record = data as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_VALUES) as (keyof InquiryValues)[]) {
    const value = record[key];
    if (typeof value === typeof DEFAULT_VALUES[key]) (draft as Record<string, unknown>)[key] = value;
  }
  if (draft.relationship && !(RELATIONSHIPS as readonly string[]).includes(draft.relationship)) delete draft.relationship;
  if (draft.interestLevel && !(INTEREST_LEVELS as readonly string[]).includes(draft.interestLevel)) delete draft.interestLevel;
  if (draft.inquiryType !== undefined && !isInquiryType(draft.inquiryType)) delete draft.inquiryType;
  return draft;
}
