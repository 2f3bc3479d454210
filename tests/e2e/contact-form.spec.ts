import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page, type Request, type Route } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { hydrated, visit, watchErrors } from './helpers';
import { site as config } from '../../src/config/site';
import { SEND_TIMEOUT_MS } from '../../src/widgets/InquiryForm/send';
import { DRAFT_MAX_AGE_DAYS, FAILURE_HINTS, LATE_SENT_NOTE } from '../../src/widgets/InquiryForm/inquiry';

const PAGE = '/about/contact-us';
const SEND = '**/api/v1.0/email/send';
const ENQUIRIES = path.resolve('.enquiries');
/** Marks enquiries written by these tests, so they can be removed afterwards. */
const MARK = `e2e-${Date.now().toString(36)}`;

const TOAST = {
  invalid: 'Please fill in all required fields correctly',
  sending: 'Sending your inquiry...',
  sent: 'Inquiry sent successfully! We will contact you soon.',
  failed: 'Failed to send message. Please try again.',
};

const field = {
  name: (page: Page) => page.getByRole('textbox', { name: 'Your Full Name', exact: true }),
  relationship: (page: Page) => page.getByRole('combobox', { name: 'Your Relationship', exact: true }),
  email: (page: Page) => page.getByRole('textbox', { name: 'Email Address', exact: true }),
  phone: (page: Page) => page.getByRole('textbox', { name: 'Phone Number', exact: true }),
  childName: (page: Page) => page.getByRole('textbox', { name: "Child's Name (if applicable)", exact: true }),
  interestLevel: (page: Page) => page.getByRole('combobox', { name: 'Interested Grade Level', exact: true }),
  inquiryType: (page: Page) => page.getByRole('combobox', { name: 'Inquiry Type', exact: true }),
  message: (page: Page) => page.getByRole('textbox', { name: 'Your Inquiry', exact: true }),
};
const submit = (page: Page) => page.getByRole('button', { name: 'Send Inquiry' });
const confirmation = (page: Page) => page.getByRole('heading', { name: 'Thank you, your enquiry has been sent' });
const sendAnother = (page: Page) => page.getByRole('button', { name: 'Send another enquiry' });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

interface Entry {
  name: string;
  relationship: string;
  email: string;
  phone: string;
  childName: string;
  interestLevel: string;
  inquiryType: string;
  message: string;
}

function entry(overrides: Partial<Entry> = {}): Entry {
  return {
    name: 'Adéọlá Ògúnṣànyà 🌻',
    relationship: 'Guardian',
    email: 'adeola@example.com',
    phone: '+234 803 123 4567',
    childName: 'Tèmítọ́pẹ́',
    interestLevel: 'Year 8',
    inquiryType: 'Scholarship',
    message: `Is the scholarship open to transfer students? (${MARK})`,
    ...overrides,
  };
}

async function fill(page: Page, e: Entry) {
  await field.name(page).fill(e.name);
  await field.relationship(page).selectOption(e.relationship);
  await field.email(page).fill(e.email);
  await field.phone(page).fill(e.phone);
  await field.childName(page).fill(e.childName);
  await field.interestLevel(page).selectOption(e.interestLevel);
  await field.inquiryType(page).selectOption(e.inquiryType);
  await field.message(page).fill(e.message);
}

async function expectValues(page: Page, e: Entry) {
  await expect(field.name(page)).toHaveValue(e.name);
  await expect(field.relationship(page)).toHaveValue(e.relationship);
  await expect(field.email(page)).toHaveValue(e.email);
  await expect(field.phone(page)).toHaveValue(e.phone);
  await expect(field.childName(page)).toHaveValue(e.childName);
  await expect(field.interestLevel(page)).toHaveValue(e.interestLevel);
  await expect(field.inquiryType(page)).toHaveValue(e.inquiryType);
  await expect(field.message(page)).toHaveValue(e.message);
}

const DEFAULTS: Entry = {
  name: '',
  relationship: 'Parent',
  email: '',
  phone: '',
  childName: '',
  interestLevel: '',
  inquiryType: 'General Inquiry',
  message: '',
};

/** Serious or critical accessibility problems in the form's current state (or inside another element). */
async function seriousAxeViolations(page: Page, selector = '#inquiry-form') {
  // A fade-in caught half way (a toast arriving) has colours axe would wrongly fault: let it end.
  await page.locator(selector).evaluate((root) =>
    Promise.all(
      root
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  return axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/** Every request the page makes to the send path. */
function sendRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1.0/email/send') && request.method() === 'POST') requests.push(request);
  });
  return requests;
}

function storedEnquiries(): { file: string; data: Record<string, unknown> }[] {
  if (!fs.existsSync(ENQUIRIES)) return [];
  return fs
    .readdirSync(ENQUIRIES)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ file: path.join(ENQUIRIES, f), data: JSON.parse(fs.readFileSync(path.join(ENQUIRIES, f), 'utf8')) }));
}

test.afterAll(() => {
  for (const { file, data } of storedEnquiries()) {
    if (JSON.stringify(data).includes(MARK)) fs.rmSync(file);
  }
});

test.describe('contact page', () => {
  test('shows the school information beside the form', async ({ page }) => {
    const errors = watchErrors(page);
    await visit(page, PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Parent Inquiry' })).toBeVisible();
    const info = page.getByRole('region', { name: 'School Information' });
    await expect(info).toContainText('Sagamu, Ogun State, Nigeria');
    await expect(info.getByRole('link', { name: config.email.admissions })).toHaveAttribute('href', `mailto:${config.email.admissions}`);
    await expect(info.getByRole('link', { name: config.admissionsPhone })).toHaveAttribute('href', /^tel:\+234/);
    await expect(info).toContainText('Monday to Friday: 8:00 AM to 3:00 PM');
    await expect(info).toContainText('Saturday: 9:00 AM to 12:00 PM');
    await expect(info).toContainText('Campus tours are welcome on weekdays by appointment.');

    const form = page.getByRole('region', { name: 'Send Us Your Inquiry' });
    const infoBox = (await info.boundingBox())!;
    const formBox = (await form.boundingBox())!;
    expect(formBox.x).toBeGreaterThan(infoBox.x + infoBox.width - 1); // side by side on a wide screen

    await page.setViewportSize({ width: 390, height: 844 });
    const stackedInfo = (await info.boundingBox())!;
    const stackedForm = (await form.boundingBox())!;
    expect(stackedForm.y).toBeGreaterThanOrEqual(stackedInfo.y + stackedInfo.height); // stacked on a phone
    expect(errors).toEqual([]);
  });

  test('has labelled fields with the specified types, defaults and options', async ({ page }) => {
    await visit(page, PAGE);
    await expectValues(page, DEFAULTS);
    await expect(field.email(page)).toHaveAttribute('type', 'email');
    await expect(field.phone(page)).toHaveAttribute('type', 'tel');
    await expect(field.message(page)).toHaveAttribute('rows', '4');
    const options = (name: keyof typeof field) => field[name](page).locator('option').allTextContents();
    expect(await options('relationship')).toEqual(['Select your relationship', 'Parent', 'Guardian', 'Relative', 'Family Friend', 'Other']);
    expect(await options('interestLevel')).toEqual([
      'Select a grade level',
      'Year 7',
      'Year 8',
      'Year 9',
      'Year 10',
      'Year 11',
      'Not Sure',
      'Just Exploring',
    ]);
    expect(await options('inquiryType')).toEqual([
      'General Inquiry',
      'Admission Process',
      'School Tour',
      'Academic Programs',
      'Tuition & Fees',
      'Extracurricular Activities',
      'Boarding Information',
      'Scholarship',
      'Other',
    ]);
    for (const name of ['name', 'relationship', 'email', 'phone', 'inquiryType', 'message'] as const) {
      await expect(field[name](page), name).toHaveAttribute('required', '');
    }
    await expect(field.childName(page)).not.toHaveAttribute('required', '');
    await field.inquiryType(page).selectOption('School Tour');
    await expect(field.childName(page)).toHaveAttribute('required', '');
    await expect(page.getByText(/We use these details only to answer your inquiry/)).toBeVisible();
  });
});

test.describe('validation', () => {
  test('shows every message under its field, in red, and focuses the first', async ({ page }) => {
    const requests = sendRequests(page);
    await visit(page, PAGE);
    await field.relationship(page).selectOption('');
    await field.inquiryType(page).selectOption('Admission Process');
    await submit(page).click();

    await expect(toast(page, TOAST.invalid)).toHaveText(TOAST.invalid);
    const expected: [keyof typeof field, string][] = [
      ['name', 'Your name is required'],
      ['relationship', 'Please specify your relationship'],
      ['email', 'Email is required'],
      ['phone', 'Phone number is required'],
      ['childName', "Child's name is required for this inquiry"],
      ['message', 'Please enter your message'],
    ];
    for (const [name, message] of expected) {
      const control = field[name](page);
      await expect(control, name).toHaveAttribute('aria-invalid', 'true');
      await expect(control, name).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      const error = page.getByText(message, { exact: true });
      await expect(error).toBeVisible();
      await expect(error).toHaveCSS('color', 'rgb(180, 35, 24)');
      await expect(control).toHaveCSS('border-top-color', 'rgb(180, 35, 24)');
    }
    await expect(field.name(page)).toBeFocused();
    await expect(field.interestLevel(page)).not.toHaveAttribute('aria-invalid', 'true');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Editing a field clears that field's error only.
    await field.name(page).fill('Ngozi');
    await expect(page.getByText('Your name is required')).toHaveCount(0);
    await expect(field.name(page)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Email is required')).toBeVisible();

    // The second-level checks.
    await field.email(page).fill('ngozi@example');
    await field.phone(page).fill('0803 123 45');
    await submit(page).click();
    await expect(page.getByText('Please enter a valid email', { exact: true })).toBeVisible();
    await expect(page.getByText('Phone number must have at least 10 digits', { exact: true })).toBeVisible();
    await expect(field.relationship(page)).toBeFocused();
    expect(requests).toHaveLength(0);
  });

  test('limits the message with a visible counter', async ({ page }) => {
    await visit(page, PAGE);
    await expect(page.getByText('0 / 2000 characters')).toBeVisible();
    await field.message(page).fill('Hello there');
    await expect(page.getByText('11 / 2000 characters')).toBeVisible();
    await expect(field.message(page)).toHaveAccessibleDescription('11 / 2000 characters');
    await expect(field.message(page)).toHaveAttribute('maxlength', '2000');
    await field.message(page).fill('x'.repeat(2100));
    await expect(field.message(page)).toHaveValue('x'.repeat(2000));
    await expect(page.getByText('2000 / 2000 characters')).toBeVisible();
  });
});

test.describe('sending', () => {
  test('sends the exact request through the SDK, shows the sending state, stores it and resets', async ({ page }) => {
    const errors = watchErrors(page);
    const requests = sendRequests(page);
    await visit(page, PAGE);
    const e = entry();
    await fill(page, e);

    // Hold the local endpoint's answer to see the sending state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SEND, async (route: Route) => {
      await held;
      await route.continue();
    });
    await submit(page).click();
    const sendingButton = page.getByRole('button', { name: 'Sending...' });
    await expect(sendingButton).toBeVisible();
    await expect(sendingButton).toBeDisabled();
    await expect(toast(page, TOAST.sending)).toHaveText(TOAST.sending);
    release();

    await expect(toast(page, TOAST.sent)).toHaveText(TOAST.sent);
    await expect(toast(page, TOAST.sending)).toHaveCount(0);
    // The confirmation stays in place of the form (the toast goes after a few seconds).
    await expect(confirmation(page)).toBeFocused();
    await expect(field.name(page)).toBeHidden();
    await expect(page.getByRole('link', { name: 'Send by e-mail instead' })).toHaveCount(0);
    await sendAnother(page).click();
    await expect(field.name(page)).toBeFocused();
    await expect(confirmation(page)).toHaveCount(0);
    await expect(submit(page)).toBeEnabled();
    await expectValues(page, DEFAULTS);

    expect(requests).toHaveLength(1);
    expect(requests[0].headers()['content-type']).toBe('application/json');
    expect(requests[0].postDataJSON()).toEqual({
      lib_version: '4.4.1',
      user_id: 'local_public_key',
      service_id: 'local_service',
      template_id: 'local_template',
      template_params: {
        to_name: config.admissionsOffice,
        from_name: e.name,
        from_email: e.email,
        phone: e.phone,
        relationship: e.relationship,
        child_name: e.childName,
        interest_level: e.interestLevel,
        inquiry_type: e.inquiryType,
        message: e.message,
      },
    });
    const response = await requests[0].response();
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toBe('OK');

    // The local endpoint stored it on disk.
    const stored = storedEnquiries().filter(({ data }) => (data.template_params as { message?: string }).message === e.message);
    expect(stored).toHaveLength(1);
    expect(stored[0].data).toMatchObject({ service_id: 'local_service', template_params: { from_name: e.name, child_name: e.childName } });

    // The draft went with it: a reload shows an empty form.
    await page.reload();
    await expect(page.locator('html[data-booted="true"]')).toBeAttached();
    await expectValues(page, DEFAULTS);
    expect(errors).toEqual([]);
  });

  test("fills 'Not specified' for an empty child name and grade level", async ({ page }) => {
    const requests = sendRequests(page);
    await visit(page, PAGE);
    await fill(page, entry({ childName: '', interestLevel: '', inquiryType: 'General Inquiry' }));
    await submit(page).click();
    await expect(toast(page, TOAST.sent)).toBeVisible();
    const params = requests[0].postDataJSON().template_params;
    expect(params.child_name).toBe('Not specified');
    expect(params.interest_level).toBe('Not specified');
  });

  test('a lasting confirmation replaces the form: what was sent, admission hours, the phone, Send another enquiry (issue 19)', async ({
    page,
  }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, PAGE);
    const e = entry({ message: `Two lines:\nIs there a bus from Lagos? (${MARK})` });
    await fill(page, e);
    await submit(page).click();
    await expect(toast(page, TOAST.sent)).toBeVisible();
    const heading = confirmation(page);
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    const panel = page.getByRole('region', { name: 'Send Us Your Inquiry' });
    // The parent's own summary.
    const summary = panel.getByRole('definition');
    for (const value of [e.name, e.relationship, e.email, e.phone, e.childName, e.interestLevel, e.inquiryType]) {
      await expect(summary.filter({ hasText: value }).first()).toBeVisible();
    }
    await expect(summary.filter({ hasText: 'Is there a bus from Lagos?' })).toHaveText(e.message);
    // When the office answers, and the phone for urgent matters.
    for (const { days, hours } of config.admissionHours) await expect(panel.getByText(`${days}: ${hours}`)).toBeVisible();
    await expect(panel.getByRole('link', { name: config.admissionsPhone.replace(/ /g, '\u00a0') })).toHaveAttribute(
      'href',
      `tel:${config.admissionsPhone.replace(/[^\d+]/g, '')}`,
    );
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);

    // It lasts: the toast goes, the confirmation stays. A pointer resting on a toast pauses it: the
    // mouse is where Send was, and where the toast lands there depends on the scroll. Move it away.
    await page.mouse.move(1, 843);
    await page.clock.runFor(30_000);
    await expect(toast(page, TOAST.sent)).toHaveCount(0);
    await expect(heading).toBeVisible();
    await expect(field.message(page)).toBeHidden();

    // Send another enquiry: an empty form, focus on its first field.
    await sendAnother(page).click();
    await expect(heading).toHaveCount(0);
    await expect(field.name(page)).toBeFocused();
    await expectValues(page, DEFAULTS);
  });

  test('a double click sends once', async ({ page }) => {
    const requests = sendRequests(page);
    await visit(page, PAGE);
    await fill(page, entry());
    await submit(page).dblclick();
    await expect(toast(page, TOAST.sent)).toBeVisible();
    // Both clicks were handled before the answer came; nothing is left to go out.
    await page.waitForLoadState('networkidle');
    expect(requests).toHaveLength(1);
  });

  test('a second send from the same browser within a minute is throttled without a request', async ({ page }) => {
    const requests = sendRequests(page);
    await visit(page, PAGE);
    await fill(page, entry());
    await submit(page).click();
    await expect(toast(page, TOAST.sent)).toBeVisible();
    await sendAnother(page).click();
    const again = entry({ message: `One more question (${MARK})` });
    await fill(page, again);
    await submit(page).click();
    await expect(toast(page, TOAST.failed)).toBeVisible();
    await expect(page.getByText(/Too many attempts .* wait a minute/)).toBeVisible();
    await expectValues(page, again);
    expect(requests).toHaveLength(1);
  });
});

test.describe('after a failure nothing is lost', () => {
  const cases: { title: string; answer: (route: Route) => Promise<void>; hint: RegExp }[] = [
    {
      title: '429 too many requests',
      answer: (r) => r.fulfill({ status: 429, body: 'Too Many Requests' }),
      hint: /Too many attempts .* wait a minute/,
    },
    {
      title: '451 unavailable for headless browser',
      answer: (r) => r.fulfill({ status: 451, body: 'Unavailable For Headless Browser' }),
      hint: /use the e-mail link/,
    },
    { title: '403 blocked value', answer: (r) => r.fulfill({ status: 403, body: 'Forbidden' }), hint: /use the e-mail link/ },
    {
      title: '500 server error',
      answer: (r) => r.fulfill({ status: 500, body: 'Internal Server Error' }),
      hint: /try again in a few minutes/,
    },
    {
      title: 'network failure',
      answer: (r) => r.abort('internetdisconnected'),
      hint: /Your message is kept .* check your internet connection/,
    },
  ];
  for (const { title, answer, hint } of cases) {
    test(title, async ({ page }) => {
      await visit(page, PAGE);
      const e = entry({ message: `Fees for two children?\nThanks & regards (${MARK})` });
      await fill(page, e);
      await page.route(SEND, answer);
      await submit(page).click();

      await expect(toast(page, TOAST.failed)).toHaveText(TOAST.failed);
      await expect(toast(page, TOAST.sending)).toHaveCount(0);
      await expect(submit(page)).toBeEnabled();
      await expectValues(page, e);
      await expect(page.getByText(hint)).toBeVisible();
      const mailto = page.getByRole('link', { name: 'Send by e-mail instead' });
      const href = (await mailto.getAttribute('href'))!;
      expect(href.startsWith(`mailto:${config.email.admissions}?`)).toBe(true);
      const body = new URL(href).searchParams.get('body')!;
      expect(body).toContain(e.message);
      expect(body).toContain(`Phone: ${e.phone}`);
      expect(body).toContain(`Child's name: ${e.childName}`);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The draft survives too.
      await page.reload();
      await expect(page.locator('html[data-booted="true"]')).toBeAttached();
      await expectValues(page, e);
    });
  }

  test('a retry after a network failure goes out at once', async ({ page }) => {
    const requests = sendRequests(page);
    await visit(page, PAGE);
    await fill(page, entry());
    await page.route(SEND, (r) => r.abort('internetdisconnected'), { times: 1 });
    await submit(page).click();
    await expect(toast(page, TOAST.failed)).toBeVisible();
    await submit(page).click();
    await expect(toast(page, TOAST.sent)).toBeVisible();
    expect(requests).toHaveLength(2);
  });
});

test.describe('drafts, links and bad input', () => {
  test('the draft is restored after a reload', async ({ page }) => {
    const errors = watchErrors(page);
    await visit(page, PAGE);
    const e = entry({ interestLevel: 'Not Sure', inquiryType: 'Boarding Information' });
    await fill(page, e);
    await page.reload();
    await expect(page.locator('html[data-booted="true"]')).toBeAttached();
    await expectValues(page, e);
    expect(errors).toEqual([]);
  });

  test('?type= preselects the inquiry type after hydration, and unknown types are ignored', async ({ page }) => {
    const errors = watchErrors(page);
    await visit(page, `${PAGE}?type=School%20Tour`);
    await expect(field.inquiryType(page)).toHaveValue('School Tour');
    await visit(page, `${PAGE}?type=Tuition%20%26%20Fees`);
    await expect(field.inquiryType(page)).toHaveValue('Tuition & Fees');
    await page.evaluate(() => localStorage.clear());
    await visit(page, `${PAGE}?type=Free%20Laptops`);
    await expect(field.inquiryType(page)).toHaveValue('General Inquiry');
    expect(errors).toEqual([]);

    // The panel's 'Book a school tour' link uses it.
    await page.getByRole('link', { name: 'Book a school tour' }).click();
    await expect(page).toHaveURL(/\?type=School%20Tour/);
    await expect(field.inquiryType(page)).toHaveValue('School Tour');
  });

  test('a filled honeypot (a bot, or autofill) sends nothing, and a person sees the failure and the e-mail link', async ({ page }) => {
    const requests = sendRequests(page);
    await visit(page, PAGE);
    const trap = page.locator('input[name="website"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('textbox', { name: /leave this field empty/i })).toHaveCount(0); // not exposed to screen readers
    const box = (await trap.boundingBox())!;
    expect(box.x + box.width).toBeLessThan(0); // not on screen
    const e = entry();
    await fill(page, e);
    await trap.fill('https://spam.example', { force: true });
    await submit(page).click();
    await expect(toast(page, TOAST.failed)).toBeVisible();
    await expect(page.getByText(FAILURE_HINTS['hidden-field'])).toBeVisible();
    const mailto = page.getByRole('link', { name: 'Send by e-mail instead' });
    expect(new URL((await mailto.getAttribute('href'))!).searchParams.get('body')).toContain(e.message);
    await expectValues(page, e);
    await page.waitForLoadState('networkidle');
    expect(requests).toHaveLength(0);
  });

  test('markup typed into the form is sent and shown only as text', async ({ page }) => {
    const requests = sendRequests(page);
    await visit(page, PAGE);
    const script = '<script>window.__pwned = 1</script>';
    const img = '<img src=x onerror="window.__pwned = 2">';
    const e = entry({ name: `${script} Ngozi`, childName: img, message: `${script}${img} (${MARK})` });
    await fill(page, e);
    await page.route(SEND, (r) => r.fulfill({ status: 500, body: '<b>error</b>' }), { times: 1 });
    await submit(page).click();
    await expect(toast(page, TOAST.failed)).toBeVisible();
    await expectValues(page, e); // shown as typed
    await expect(page.locator('main script:not([data-island-props]), main img[src="x"]')).toHaveCount(0);

    await submit(page).click();
    await expect(toast(page, TOAST.sent)).toBeVisible();
    const params = requests[1].postDataJSON().template_params;
    expect(params.from_name).toBe(e.name);
    expect(params.child_name).toBe(img);
    expect(params.message).toBe(e.message);
    // The confirmation repeats it, as text.
    await expect(page.getByRole('definition').filter({ hasText: `${script} Ngozi` })).toBeVisible();
    await expect(page.locator('main script:not([data-island-props]), main img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});

test.describe('a send that never answers (item 1)', () => {
  /** Holds every send without answering it. `next()`: the next send to arrive, to answer later (or never). */
  async function stallSends(page: Page) {
    let arrived: (route: Route) => void = () => {};
    await page.route(SEND, (route) => arrived(route));
    return { next: () => new Promise<Route>((resolve) => (arrived = resolve)) };
  }

  test(`fails after ${SEND_TIMEOUT_MS / 1000} s like any failure: values kept, a slow-connection hint, the e-mail link`, async ({
    page,
  }) => {
    const requests = sendRequests(page);
    await page.clock.install();
    await visit(page, PAGE);
    const e = entry({ message: `Is there space in Year 9? (${MARK})` });
    await fill(page, e);
    const stall = await stallSends(page);
    const first = stall.next();
    await submit(page).click();
    await first;
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();

    await page.clock.fastForward(SEND_TIMEOUT_MS - 1000);
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled(); // not yet

    await page.clock.fastForward(1000);
    await expect(toast(page, TOAST.failed)).toHaveText(TOAST.failed);
    await expect(toast(page, TOAST.sending)).toHaveCount(0);
    await expect(page.getByText(FAILURE_HINTS.slow)).toBeVisible();
    await expect(submit(page)).toBeEnabled();
    await expectValues(page, e);
    const mailto = page.getByRole('link', { name: 'Send by e-mail instead' });
    expect(new URL((await mailto.getAttribute('href'))!).searchParams.get('body')).toContain(e.message);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A retry goes out at once (the stalled attempt does not count against the one-a-minute limit).
    const second = stall.next();
    await submit(page).click();
    await second;
    expect(requests).toHaveLength(2);
  });

  test('a late success is announced, does not reset the form, and Send then does not send it twice', async ({ page }) => {
    const requests = sendRequests(page);
    await page.clock.install();
    await visit(page, PAGE);
    const e = entry({ message: `Late answer (${MARK})` });
    await fill(page, e);
    const stall = await stallSends(page);
    const first = stall.next();
    await submit(page).click();
    const route = await first;
    await page.clock.fastForward(SEND_TIMEOUT_MS);
    await expect(page.getByText(FAILURE_HINTS.slow)).toBeVisible();

    // The parent starts correcting a field; then the stalled request is answered after all.
    await field.phone(page).fill('+234 803 000 0000');
    await route.fulfill({ status: 200, body: 'OK' });
    await expect(page.getByText(LATE_SENT_NOTE)).toBeVisible();
    await expect(toast(page, TOAST.sent)).toBeVisible();
    await expect(page.getByText(FAILURE_HINTS.slow)).toHaveCount(0);
    await expectValues(page, { ...e, phone: '+234 803 000 0000' }); // nothing reset under the parent's hands

    // Send with what arrived: confirmed without a second request, then the form is cleared.
    await field.phone(page).fill(e.phone);
    await submit(page).click();
    await expect(confirmation(page)).toBeVisible();
    await sendAnother(page).click();
    await expect(field.message(page)).toHaveValue('');
    await page.waitForLoadState('networkidle');
    expect(requests).toHaveLength(1);
  });

  test('a late failure after the timeout changes nothing', async ({ page }) => {
    await page.clock.install();
    await visit(page, PAGE);
    const e = entry({ message: `Late failure (${MARK})` });
    await fill(page, e);
    const stall = await stallSends(page);
    const first = stall.next();
    await submit(page).click();
    const route = await first;
    await page.clock.fastForward(SEND_TIMEOUT_MS);
    await expect(page.getByText(FAILURE_HINTS.slow)).toBeVisible();
    await route.fulfill({ status: 500, body: 'Internal Server Error' });
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(FAILURE_HINTS.slow)).toBeVisible();
    await expect(page.getByText(LATE_SENT_NOTE)).toHaveCount(0);
    await expectValues(page, e);
  });
});

test.describe('the draft ends (item 3)', () => {
  const DAY = 24 * 60 * 60 * 1000;

  test(`is deleted ${DRAFT_MAX_AGE_DAYS} days after its last change, a visit does not extend it, and the form says so`, async ({
    page,
  }) => {
    const start = Date.now();
    await page.clock.install({ time: start });
    await visit(page, PAGE);
    await expect(
      page.getByText(`Until you send it, what you type is kept in this browser only, and deleted after ${DRAFT_MAX_AGE_DAYS} days.`),
    ).toBeVisible();
    const e = entry();
    await fill(page, e);

    await page.clock.setSystemTime(start + 29 * DAY);
    await page.reload();
    await hydrated(page);
    await expectValues(page, e); // still there after 29 days, and this visit changed nothing

    await page.clock.setSystemTime(start + (DRAFT_MAX_AGE_DAYS + 1) * DAY);
    await page.reload();
    await hydrated(page);
    await expectValues(page, DEFAULTS);
    expect(await page.evaluate(() => localStorage.getItem('school-inquiry-draft'))).toBeNull();
  });
});

test.describe('EmailJS loads only where it is used', () => {
  const SDK_MARK = '/api/v1.0/email/send';
  const FORM_MARK = 'Sending your inquiry...';

  function scripts(page: Page) {
    const bodies = new Map<string, Promise<string>>();
    page.on('response', (response) => {
      if (response.url().endsWith('.js'))
        bodies.set(
          response.url(),
          response.text().catch(() => ''),
        );
    });
    return async () => Promise.all([...bodies].map(async ([url, body]) => ({ url, body: await body })));
  }

  test('other pages request neither the SDK nor the form code', async ({ page }) => {
    const loaded = scripts(page);
    for (const path of ['/', '/admission/scholarship', '/about/core-values']) {
      await visit(page, path);
      await page.waitForLoadState('networkidle');
    }
    const files = await loaded();
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => f.body.includes(SDK_MARK)).map((f) => f.url)).toEqual([]);
    expect(files.filter((f) => f.body.includes(FORM_MARK)).map((f) => f.url)).toEqual([]);
  });

  test('the contact page loads the SDK only when the form is used', async ({ page }) => {
    const loaded = scripts(page);
    await visit(page, PAGE);
    await page.waitForLoadState('networkidle');
    expect((await loaded()).filter((f) => f.body.includes(SDK_MARK))).toEqual([]);
    await fill(page, entry());
    await submit(page).click();
    await expect(toast(page, TOAST.sent)).toBeVisible();
    expect((await loaded()).filter((f) => f.body.includes(SDK_MARK))).toHaveLength(1);
  });

  test('in the build, only the enquiry form island imports the SDK chunk', () => {
    const assets = path.resolve('dist/assets');
    const js = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
    const sdk = js.filter((f) => fs.readFileSync(path.join(assets, f), 'utf8').includes(SDK_MARK));
    expect(sdk).toHaveLength(1);
    const importers = js.filter((f) => f !== sdk[0] && fs.readFileSync(path.join(assets, f), 'utf8').includes(sdk[0]));
    expect(importers.map((f) => f.replace(/-[\w-]{8}\.js$/, ''))).toEqual(['InquiryForm']);
  });
});
