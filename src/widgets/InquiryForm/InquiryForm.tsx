import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { displayPhone, site, telHref } from '../../config/site';
import { useHydrated } from '../../ui/useHydrated';
import {
  DEFAULT_VALUES,
  DRAFT_MAX_AGE_DAYS,
  FAILURE_HINTS,
  FIELD_MAX_LENGTH,
  FIELD_ORDER,
  INQUIRY_TYPES,
  INTEREST_LEVELS,
  LATE_SENT_NOTE,
  MESSAGE_MAX_LENGTH,
  RELATIONSHIPS,
  TOASTS,
  buildTemplateParams,
  childNameRequired,
  draftHolds,
  failureCause,
  firstInvalidField,
  isInquiryType,
  mailtoHref,
  parseDraft,
  serializeDraft,
  validDraftValues,
  validateInquiry,
  type FailureCause,
  type FieldName,
  type InquiryErrors,
  type InquiryValues,
} from './inquiry';
import { localStore as storage, preloadEmailSdk, sendInquiry, type LateAnswer } from './send';
import { SentConfirmation } from './SentConfirmation';
import { DRAFT_KEY } from './draft-key';
import styles from './InquiryForm.module.css';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Values already in the prerendered fields that differ from the defaults. */
function typedBeforeHydration(fields: Partial<Record<FieldName, Control | null>>): Partial<InquiryValues> {
  const typed: Record<string, string> = {};
  for (const field of FIELD_ORDER) {
    const value = fields[field]?.value;
    if (value !== undefined && value !== DEFAULT_VALUES[field]) typed[field] = value;
  }
  return validDraftValues(typed);
}

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  wide?: boolean;
  children: (control: { id: string; required?: boolean; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A label, its control, an optional hint and the error under it, wired for screen readers. */
function Field({ id, label, required, error, hint, wide, children }: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''} ${error ? styles.invalid : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * The parent enquiry form (contact page). MDX: <InquiryForm />
 * Sends through EmailJS (see email-config.ts); keeps a draft in the browser; after a failure keeps
 * every value and offers an e-mail link. `?type=School%20Tour` in the URL preselects the inquiry type.
 */
export function InquiryForm() {
  const uid = useId();
  const ids = (field: FieldName) => `${uid}-${field}`;
  const hydrated = useHydrated();
  const [values, setValues] = useState<InquiryValues>(DEFAULT_VALUES);
  const [errors, setErrors] = useState<InquiryErrors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<FailureCause | null>(null);
  const [honeypot, setHoneypot] = useState('');
  const [draftLoaded, setDraftLoaded] = useState(false);
  const [arrivedLate, setArrivedLate] = useState(false);
  /** What was sent, shown in place of the form until the parent asks for a new one. */
  const [confirmed, setConfirmed] = useState<InquiryValues | null>(null);
  const sendingRef = useRef(false);
  /** Counts sends, so that a late answer is applied only while no newer send was started. */
  const attemptRef = useRef(0);
  /** The enquiry (as sent) that arrived after its send had timed out: sending it again would duplicate it. */
  const deliveredRef = useRef<string | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const controls = useRef<Partial<Record<FieldName, Control | null>>>({});

  // The page is prerendered with the defaults; the draft and the ?type= link apply after hydration.
  // What a parent typed before the page's code arrived is in the fields but not in state: it wins.
  useEffect(() => {
    const draft = parseDraft(storage.read(DRAFT_KEY));
    const typed = typedBeforeHydration(controls.current);
    const type = new URLSearchParams(window.location.search).get('type');
    const linked = type && isInquiryType(type) ? { inquiryType: type } : {};
    setValues((current) => ({ ...current, ...draft, ...typed, ...linked }));
    setDraftLoaded(true);
  }, []);

  useEffect(() => {
    if (!draftLoaded) return;
    const untouched = JSON.stringify(values) === JSON.stringify(DEFAULT_VALUES);
    if (untouched) storage.write(DRAFT_KEY, null);
    // Unchanged values are not saved again: the draft expires 30 days after its last change.
    else if (!draftHolds(storage.read(DRAFT_KEY), values)) storage.write(DRAFT_KEY, serializeDraft(values));
  }, [values, draftLoaded]);

  const update = (field: keyof InquiryValues) => (event: ChangeEvent<Control>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...others }) => others);
  };

  const register = (field: FieldName) => (element: Control | null) => {
    controls.current[field] = element;
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return; // a double click sends once
    if (honeypot) {
      // A bot, or a browser's autofill: nothing is sent, and a person is shown the way round.
      toast.error(TOASTS.failed, { id: 'inquiry-hidden-field', duration: 8000 });
      setFailure('hidden-field');
      return;
    }
    const found = validateInquiry(values);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      toast.error(TOASTS.invalid, { id: 'inquiry-invalid' });
      controls.current[first]?.focus();
      return;
    }
    const params = buildTemplateParams(values);
    const sentValues = values;
    const sent = () => {
      setConfirmed(sentValues);
      deliveredRef.current = null;
      setArrivedLate(false);
      setValues(DEFAULT_VALUES);
      setErrors({});
      storage.write(DRAFT_KEY, null);
    };
    if (deliveredRef.current === JSON.stringify(params)) {
      // It already arrived (a late answer): confirm instead of sending it twice.
      toast.success(TOASTS.sent, { id: 'inquiry-sent' });
      return sent();
    }
    const attempt = ++attemptRef.current;
    sendingRef.current = true;
    setSending(true);
    setFailure(null);
    setArrivedLate(false);
    toast.dismiss('inquiry-invalid');
    const toastId = toast.loading(TOASTS.sending);
    // A send that timed out and is answered later: a success means it arrived. Say so, keep the
    // fields as they are (the parent may be typing), and remember it so Send does not repeat it.
    const onLateAnswer = (answer: LateAnswer) => {
      if (answer !== 'sent' || attempt !== attemptRef.current || sendingRef.current) return;
      deliveredRef.current = JSON.stringify(params);
      storage.write(DRAFT_KEY, null);
      setFailure(null);
      setArrivedLate(true);
      toast.success(TOASTS.sent, { id: 'inquiry-sent' });
    };
    try {
      await sendInquiry(params, onLateAnswer);
      toast.success(TOASTS.sent, { id: toastId });
      sent();
    } catch (error) {
      toast.error(TOASTS.failed, { id: toastId, duration: 8000 });
      setFailure(failureCause(error, navigator.onLine));
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  // The button was disabled while sending, which drops keyboard focus: give it back.
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !sending && document.activeElement === document.body) submitRef.current?.focus();
    wasSending.current = sending;
  }, [sending]);

  // "Send another enquiry" brings back the empty form: the parent starts at its first field.
  const showedConfirmation = useRef(false);
  useEffect(() => {
    if (showedConfirmation.current && !confirmed) controls.current.name?.focus();
    showedConfirmation.current = confirmed !== null;
  }, [confirmed]);

  const childRequired = childNameRequired(values);
  const text =
    (field: 'name' | 'email' | 'phone' | 'childName', type: string, autoComplete: string) =>
    (control: Parameters<FieldProps['children']>[0]) => (
      <input
        {...control}
        ref={register(field)}
        name={field}
        type={type}
        autoComplete={autoComplete}
        maxLength={FIELD_MAX_LENGTH[field]}
        value={values[field]}
        onChange={update(field)}
        className={styles.control}
      />
    );
  const choice =
    (field: 'relationship' | 'interestLevel' | 'inquiryType', options: readonly string[], placeholder?: string) =>
    (control: Parameters<FieldProps['children']>[0]) => (
      <select {...control} ref={register(field)} name={field} value={values[field]} onChange={update(field)} className={styles.control}>
        {placeholder && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    );

  return (
    <section className={styles.panel} aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className={styles.title}>
        Send Us Your Inquiry
      </h2>
      {confirmed && <SentConfirmation values={confirmed} onSendAnother={() => setConfirmed(null)} />}
      {/* Hidden, not removed, while the confirmation shows: the form is already reset to its defaults. */}
      <p className={styles.note} hidden={confirmed !== null}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">as required</span> must be filled in.
      </p>
      {/* Without JavaScript the form cannot send: say so, and give the other ways to reach admissions. */}
      <noscript>
        <p className={styles.noscript}>
          Sending this form needs JavaScript, which is turned off in this browser. <OtherWaysText />
        </p>
      </noscript>
      {/* Should the form's code fail to load (offline, blocked), the page's inline script or the islands'
          scheduler shows these words beside Send (src/islands/wake-status.ts); hidden otherwise. */}
      <p data-if-code-fails="" hidden>
        <OtherWaysText />
      </p>
      {/* method="post": should the form ever be submitted without its code, nothing typed lands in a URL. */}
      <form
        id="inquiry-form"
        className={styles.form}
        hidden={confirmed !== null}
        method="post"
        noValidate
        onSubmit={handleSubmit}
        onFocus={() => void preloadEmailSdk().catch(() => {})}
      >
        <fieldset className={styles.fields} disabled={sending}>
          <legend className="visually-hidden">Your inquiry</legend>
          <Field id={ids('name')} label="Your Full Name" required error={errors.name}>
            {text('name', 'text', 'name')}
          </Field>
          <Field id={ids('relationship')} label="Your Relationship" required error={errors.relationship}>
            {choice('relationship', RELATIONSHIPS, 'Select your relationship')}
          </Field>
          <Field id={ids('email')} label="Email Address" required error={errors.email}>
            {text('email', 'email', 'email')}
          </Field>
          <Field id={ids('phone')} label="Phone Number" required error={errors.phone}>
            {text('phone', 'tel', 'tel')}
          </Field>
          <Field
            id={ids('childName')}
            label="Child's Name (if applicable)"
            required={childRequired}
            error={errors.childName}
            hint="Needed for every inquiry type except General Inquiry."
          >
            {text('childName', 'text', 'off')}
          </Field>
          <Field id={ids('interestLevel')} label="Interested Grade Level">
            {choice('interestLevel', INTEREST_LEVELS, 'Select a grade level')}
          </Field>
          <Field id={ids('inquiryType')} label="Inquiry Type" required wide>
            {choice('inquiryType', INQUIRY_TYPES)}
          </Field>
          <Field
            id={ids('message')}
            label="Your Inquiry"
            required
            wide
            error={errors.message}
            hint={`${values.message.length} / ${MESSAGE_MAX_LENGTH} characters`}
          >
            {(control) => (
              <textarea
                {...control}
                ref={register('message')}
                name="message"
                rows={4}
                maxLength={MESSAGE_MAX_LENGTH}
                value={values.message}
                onChange={update('message')}
                className={styles.control}
              />
            )}
          </Field>
          {/* A trap for bots: people never see it, screen readers skip it, keyboards cannot reach it. */}
          <div className={styles.trap} aria-hidden="true">
            <label htmlFor={`${uid}-website`}>Leave this field empty</label>
            <input
              id={`${uid}-website`}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={honeypot}
              onChange={(event) => setHoneypot(event.target.value)}
            />
          </div>
        </fieldset>

        {/* A plain button until the code runs: without it, Send (or Enter in a field) must not submit. */}
        <button ref={submitRef} type={hydrated ? 'submit' : 'button'} className={styles.submit} disabled={sending}>
          {sending ? (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              Sending...
            </>
          ) : (
            'Send Inquiry'
          )}
        </button>

        <div aria-live="polite">
          {arrivedLate && <p className={styles.failureHint}>{LATE_SENT_NOTE}</p>}
          {failure && (
            <div className={styles.failure}>
              <p className={styles.failureHint}>{FAILURE_HINTS[failure]}</p>
              <a className={styles.mailto} href={mailtoHref(values)}>
                Send by e-mail instead
              </a>
            </div>
          )}
        </div>

        <p className={styles.privacy}>
          We use these details only to answer your inquiry. They go to our admissions office and are not shared with anyone else. Until you
          send it, what you type is kept in this browser only, and deleted after {DRAFT_MAX_AGE_DAYS} days.
        </p>
      </form>
      {/* Toasts for this form only; rendered after hydration (react-hot-toast's styles are made in the browser). */}
      {hydrated && (
        <Toaster
          position="top-center"
          containerStyle={{ top: 'calc(var(--header-height) + 0.5rem)' }}
          toastOptions={{ style: { maxWidth: '28rem' } }}
        />
      )}
    </section>
  );
}

function OtherWaysText() {
  return (
    <>
      Please e-mail your inquiry to <a href={`mailto:${site.email.admissions}`}>{site.email.admissions}</a> or call the admissions office on{' '}
      <a href={telHref(site.admissionsPhone)}>{displayPhone(site.admissionsPhone)}</a>.
    </>
  );
}
