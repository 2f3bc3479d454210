import { describe, expect, it } from 'vitest';
import {
  DRAFT_MAX_AGE_DAYS,
  draftHolds,
  serializeDraft,
  DEFAULT_VALUES,
  FAILURE_HINTS,
  MESSAGE_MAX_LENGTH,
  NOT_SPECIFIED,
  buildTemplateParams,
  failureCause,
  firstInvalidField,
  mailtoHref,
  parseDraft,
  validateInquiry,
  type InquiryValues,
} from '../../src/widgets/InquiryForm/inquiry';
import { site } from '../../src/config/site';
import { SendTimeoutError } from '../../src/widgets/InquiryForm/send';

const valid: InquiryValues = {
  ...DEFAULT_VALUES,
  name: 'Adaeze Okafor',
  email: 'adaeze@example.com',
  phone: '+234 803 123 4567',
  message: 'When does the next entrance exam take place?',
};

describe('validateInquiry', () => {
  it('accepts a complete general inquiry without a child name', () => {
    expect(validateInquiry(valid)).toEqual({});
  });

  it('gives the specification messages for every empty required field', () => {
    const errors = validateInquiry({ ...DEFAULT_VALUES, relationship: '', inquiryType: 'Admission Process' });
    expect(errors).toEqual({
      name: 'Your name is required',
      relationship: 'Please specify your relationship',
      email: 'Email is required',
      phone: 'Phone number is required',
      childName: "Child's name is required for this inquiry",
      message: 'Please enter your message',
    });
    expect(firstInvalidField(errors)).toBe('name');
  });

  it('treats whitespace-only values as empty', () => {
    const errors = validateInquiry({ ...valid, name: '   ', message: '\n \t' });
    expect(errors).toEqual({ name: 'Your name is required', message: 'Please enter your message' });
  });

  it('checks the e-mail shape', () => {
    for (const email of ['adaeze', 'adaeze@', 'adaeze@example', 'a b@example.com', '@example.com']) {
      expect(validateInquiry({ ...valid, email }).email, email).toBe('Please enter a valid email');
    }
    expect(validateInquiry({ ...valid, email: '  adaeze.o+school@mail.example.ng ' }).email).toBeUndefined();
  });

  it('counts phone digits after removing everything else', () => {
    expect(validateInquiry({ ...valid, phone: '+234 803 123 4567' }).phone).toBeUndefined();
    expect(validateInquiry({ ...valid, phone: '(0803) 123-4567' }).phone).toBeUndefined();
    expect(validateInquiry({ ...valid, phone: '0803 123 456' }).phone).toBeUndefined();
    expect(validateInquiry({ ...valid, phone: '803-123-45' }).phone).toBe('Phone number must have at least 10 digits');
    expect(validateInquiry({ ...valid, phone: 'call me' }).phone).toBe('Phone number must have at least 10 digits');
  });

  it("requires the child's name for every type except General Inquiry", () => {
    for (const inquiryType of ['Admission Process', 'School Tour', 'Tuition & Fees', 'Scholarship', 'Other']) {
      expect(validateInquiry({ ...valid, inquiryType }).childName).toBe("Child's name is required for this inquiry");
      expect(validateInquiry({ ...valid, inquiryType, childName: 'Chidi' }).childName).toBeUndefined();
    }
  });

  it('accepts names in any script, with accents and emoji', () => {
    for (const name of ['Adéọlá Ògúnṣànyà', '张伟', 'محمد عبد الله', 'Ngozi 🌻', 'Zoë O’Brien-Smith']) {
      expect(validateInquiry({ ...valid, name, childName: name, inquiryType: 'School Tour' }), name).toEqual({});
    }
  });

  it('limits the message length', () => {
    expect(validateInquiry({ ...valid, message: 'a'.repeat(MESSAGE_MAX_LENGTH) }).message).toBeUndefined();
    expect(validateInquiry({ ...valid, message: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) }).message).toMatch(/at most 2000 characters/);
  });
});

describe('buildTemplateParams', () => {
  it('builds exactly the nine template parameters', () => {
    const params = buildTemplateParams({
      ...valid,
      childName: ' Chidi ',
      interestLevel: 'Year 8',
      inquiryType: 'Scholarship',
      relationship: 'Guardian',
    });
    expect(params).toEqual({
      to_name: site.admissionsOffice,
      from_name: 'Adaeze Okafor',
      from_email: 'adaeze@example.com',
      phone: '+234 803 123 4567',
      relationship: 'Guardian',
      child_name: 'Chidi',
      interest_level: 'Year 8',
      inquiry_type: 'Scholarship',
      message: 'When does the next entrance exam take place?',
    });
    expect(Object.keys(params)).toHaveLength(9);
  });

  it("says 'Not specified' for an empty child name and grade level", () => {
    const params = buildTemplateParams({ ...valid, childName: '  ' });
    expect(params.child_name).toBe(NOT_SPECIFIED);
    expect(params.interest_level).toBe('Not specified');
  });

  it('passes markup through as text, unchanged', () => {
    const markup = '<script>alert("x")</script><b>bold</b>';
    const params = buildTemplateParams({ ...valid, name: markup, message: markup });
    expect(params.from_name).toBe(markup);
    expect(params.message).toBe(markup);
  });
});

describe('after a failure', () => {
  it('tells the causes apart', () => {
    expect(failureCause({ status: 429, text: 'Too Many Requests' })).toBe('rate-limit');
    expect(failureCause({ status: 451, text: 'Unavailable For Headless Browser' })).toBe('blocked');
    expect(failureCause({ status: 403, text: 'Forbidden' })).toBe('blocked');
    expect(failureCause(new TypeError('Failed to fetch'))).toBe('network');
    expect(failureCause({ status: 0, text: 'Network Error' })).toBe('network');
    expect(failureCause({ status: 500, text: 'Server Error' }, false)).toBe('network');
    expect(failureCause({ status: 500, text: 'Server Error' })).toBe('other');
    expect(failureCause(new SendTimeoutError())).toBe('slow');
    expect(FAILURE_HINTS['rate-limit']).toMatch(/wait a minute/);
    expect(FAILURE_HINTS.slow).toMatch(/slow.*kept on this page.*e-mail/);
    expect(FAILURE_HINTS['hidden-field']).toMatch(/e-mail/);
    expect(FAILURE_HINTS.network).toMatch(/kept.*connection/);
    expect(FAILURE_HINTS.blocked).toMatch(/e-mail link/);
  });

  it('offers a mailto link to admissions with the enquiry filled in', () => {
    const href = mailtoHref({ ...valid, message: 'Fees & boarding?\nThanks' });
    expect(href.startsWith(`mailto:${site.email.admissions}?subject=`)).toBe(true);
    const url = new URL(href);
    const body = url.searchParams.get('body')!;
    expect(body).toContain('Fees & boarding?\nThanks');
    expect(body).toContain('Phone: +234 803 123 4567');
    expect(body).toContain("Child's name: Not specified");
    expect(url.searchParams.get('subject')).toBe('General Inquiry: enquiry from Adaeze Okafor');
  });
});

describe('parseDraft', () => {
  const now = Date.UTC(2026, 10, 23, 12);
  const day = 24 * 60 * 60 * 1000;
  const stored = (values: unknown, savedAt: unknown = now) => JSON.stringify({ savedAt, values });

  it('restores known fields of the right type and drops the rest', () => {
    const raw = stored({ name: 'Ngozi', phone: 5, inquiryType: 'School Tour', relationship: 'Boss', extra: 'x', agreedToPrivacy: true });
    expect(parseDraft(raw, now)).toEqual({ name: 'Ngozi', inquiryType: 'School Tour' });
    expect(parseDraft('not json', now)).toEqual({});
    expect(parseDraft(null, now)).toEqual({});
    expect(parseDraft('[1,2]', now)).toEqual({});
  });

  it(`expires a draft ${DRAFT_MAX_AGE_DAYS} days after its last change (item 3)`, () => {
    const draft = { ...DEFAULT_VALUES, name: 'Ngozi' };
    expect(DRAFT_MAX_AGE_DAYS).toBe(30);
    expect(parseDraft(serializeDraft(draft, now - 29 * day), now)).toMatchObject({ name: 'Ngozi' });
    expect(parseDraft(serializeDraft(draft, now - 31 * day), now)).toEqual({});
    // Without a date (stored before drafts expired) or dated in the future: no draft.
    expect(parseDraft(JSON.stringify(draft), now)).toEqual({});
    expect(parseDraft(stored(draft, 'yesterday'), now)).toEqual({});
    expect(parseDraft(stored(draft, now + 400 * day), now)).toEqual({});
  });

  it('knows when the stored draft already holds the values, so a visit does not restart its 30 days', () => {
    const draft = { ...DEFAULT_VALUES, name: 'Ngozi' };
    expect(draftHolds(serializeDraft(draft, now - day), draft, now)).toBe(true);
    expect(draftHolds(serializeDraft(draft, now - day), { ...draft, name: 'Ngozi A.' }, now)).toBe(false);
    expect(draftHolds(serializeDraft(draft, now - 31 * day), draft, now)).toBe(false);
  });
});
