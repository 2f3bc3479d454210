import { describe, expect, it } from 'vitest';
import {
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
    const params = buildTemplateParams({ ...valid, childName: ' Chidi ', interestLevel: 'Year 8', inquiryType: 'Scholarship', relationship: 'Guardian' });
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
    expect(FAILURE_HINTS['rate-limit']).toMatch(/wait a minute/);
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
  it('restores known fields of the right type and drops the rest', () => {
    const raw = JSON.stringify({ name: 'Ngozi', phone: 5, inquiryType: 'School Tour', relationship: 'Boss', extra: 'x', agreedToPrivacy: true });
    expect(parseDraft(raw)).toEqual({ name: 'Ngozi', inquiryType: 'School Tour', agreedToPrivacy: true });
    expect(parseDraft('not json')).toEqual({});
    expect(parseDraft(null)).toEqual({});
    expect(parseDraft('[1,2]')).toEqual({});
  });
});
