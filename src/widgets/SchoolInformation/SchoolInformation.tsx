import type { ReactNode } from 'react';
import { site } from '../../config/site';
import { admissionHoursLines, DirectionsLink, PhoneLinks, SchoolAddress, WhatsAppLink } from '../../ui/ContactDetails';
import { Icon } from '../../ui/Icon';
import styles from './SchoolInformation.module.css';

/** One fact: an icon and a term, then its detail (children) or several detail lines. */
function Item({ icon, term, details, children }: { icon: string; term: string; details?: ReactNode[]; children?: ReactNode }) {
  return (
    <div>
      <dt className={styles.term}>
        <Icon name={icon} size={18} />
        {term}
      </dt>
      {(details ?? [children]).map((detail, index) => (
        <dd key={index} className={styles.detail}>
          {detail}
        </dd>
      ))}
    </div>
  );
}

/**
 * The contact facts beside the enquiry form: address and directions, admissions e-mail, the
 * labelled phones, WhatsApp, admission hours and school tours, from the school facts file
 * (through src/ui/ContactDetails.tsx, which the footer shares). MDX: <SchoolInformation />
 */
export function SchoolInformation({ title = 'School Information' }: { title?: string }) {
  return (
    <section className={styles.panel} aria-labelledby="school-information-title">
      <h2 id="school-information-title" className={styles.title}>
        {title}
      </h2>
      <dl className={styles.list}>
        <Item icon="map-pin" term="Address">
          <address>
            <SchoolAddress />
          </address>
          <DirectionsLink />
        </Item>
        <Item icon="mail" term="Admissions e-mail">
          <a href={`mailto:${site.email.admissions}`}>{site.email.admissions}</a>
        </Item>
        <Item
          icon="phone"
          term="Phone"
          details={site.labelledPhones.map(({ label, numbers }) => (
            <>
              {label}: <PhoneLinks numbers={numbers} />
            </>
          ))}
        />
        <Item icon="message" term="WhatsApp">
          <WhatsAppLink />
        </Item>
        <Item icon="clock" term="Admission hours" details={admissionHoursLines} />
        <Item icon="calendar" term="School tours">
          {site.schoolTours} {/* A plain link, a page load: the form reads ?type= when it starts (it has no router to watch the URL). */}
          <a href="/about/contact-us?type=School%20Tour#inquiry-form">Book a school tour</a>
        </Item>
      </dl>
    </section>
  );
}
