import { useEffect, useRef } from 'react';
import { displayPhone, site, telHref } from '../../config/site';
import { NOT_SPECIFIED, type InquiryValues } from './inquiry';
import styles from './InquiryForm.module.css';

/** What the parent sent, in the form's own words (empty optional fields say 'Not specified', as the e-mail does). */
function summary(values: InquiryValues): [string, string][] {
  return [
    ['Your Full Name', values.name],
    ['Your Relationship', values.relationship],
    ['Email Address', values.email],
    ['Phone Number', values.phone],
    ["Child's Name", values.childName || NOT_SPECIFIED],
    ['Interested Grade Level', values.interestLevel || NOT_SPECIFIED],
    ['Inquiry Type', values.inquiryType],
    ['Your Inquiry', values.message],
  ];
}

/**
 * Shown in place of the form after a successful send, and until the parent asks for a new form:
 * unlike the toast it does not go away. Its heading takes focus, so screen readers read it out.
 */
export function SentConfirmation({ values, onSendAnother }: { values: InquiryValues; onSendAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className={styles.confirmation}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.confirmationTitle}>
        Thank you, your enquiry has been sent
      </h3>
      <p>We will answer by e-mail or phone. The admissions office usually replies during its admission hours:</p>
      <ul className={styles.hours}>
        {site.admissionHours.map(({ days, hours }) => (
          <li key={days}>
            {days}: {hours}
          </li>
        ))}
      </ul>
      <p>
        For anything urgent, call the admissions office on <a href={telHref(site.admissionsPhone)}>{displayPhone(site.admissionsPhone)}</a>.
      </p>
      <h4 className={styles.summaryTitle}>What you sent us</h4>
      <dl className={styles.summary}>
        {summary(values).map(([term, detail]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className={styles.submit} onClick={onSendAnother}>
        Send another enquiry
      </button>
    </div>
  );
}
