/**
 * The school's contact details as both the footer and the contact page show them, so the two
 * always agree: labelled phone numbers, the address with a "Get directions" link, the WhatsApp
 * chat link and the admission hours, all from the school facts (pages/_school.facts.yml).
 */
import { Fragment } from 'react';
import { displayPhone, site, telHref } from '../config/site';
import { SmartLink } from './SmartLink';

/** Tap-to-call links for one or more numbers: "a or b". */
export function PhoneLinks({ numbers }: { numbers: readonly string[] }) {
  return (
    <>
      {numbers.map((phone, i) => (
        <Fragment key={phone}>
          {i > 0 && ' or '}
          <a href={telHref(phone)}>{displayPhone(phone)}</a>
        </Fragment>
      ))}
    </>
  );
}

/** The street address on two lines: street, then town, state and country. */
export function SchoolAddress() {
  const { address } = site;
  return (
    <>
      {address.street}
      <br />
      {address.locality}, {address.region}, {address.country}
    </>
  );
}

/** A maps search for the school's address, opened in a new tab. */
export function DirectionsLink() {
  return (
    <a href={site.directionsUrl} target="_blank" rel="noopener noreferrer">
      Get directions<span className="visually-hidden"> (opens a map in a new tab)</span>
    </a>
  );
}

/** A WhatsApp chat with the school, opened in a new tab. */
export function WhatsAppLink() {
  return <SmartLink href={site.whatsappUrl}>Chat on WhatsApp</SmartLink>;
}

/** "Monday to Friday: 8:00 AM to 3:00 PM", one line per entry. */
export const admissionHoursLines = site.admissionHours.map(({ days, hours }) => `${days}: ${hours}`);
