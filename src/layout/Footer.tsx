import { site } from '../config/site';
import { admissionHoursLines, DirectionsLink, PhoneLinks, SchoolAddress, WhatsAppLink } from '../ui/ContactDetails';
import type { NavLink } from '../content/nav/types';
import { Icon } from '../ui/Icon';
import { SmartLink } from '../ui/SmartLink';
import styles from './Footer.module.css';
import { SiteLogo } from './SiteLogo';

declare const __BUILD_YEAR__: number;

/**
 * Footer: logo and tagline, contacts, Quick Links, social links and copyright.
 * Static markup (it is never hydrated): the copyright year is the year of the build.
 */
export function Footer({ quickLinks }: { quickLinks: NavLink[] }) {
  const portalLinks: NavLink[] = site.footerPortals.map((key) => ({
    label: site.portals[key].label,
    href: site.portals[key].url,
    external: true,
  }));

  return (
    <footer className={styles.footer} data-print="hide">
      <div className={styles.columns}>
        <div>
          <SiteLogo label={`${site.name} logo`} lazy />
          <p className={styles.tagline}>{site.footerTagline}</p>
        </div>
        <div>
          <h2 className={styles.heading}>Contact Us</h2>
          <address className={styles.address}>
            <p className={styles.line}>
              <Icon name="map-pin" size={18} />
              <span>
                <SchoolAddress />
                <br />
                <DirectionsLink />
              </span>
            </p>
            {site.labelledPhones.map(({ label, numbers }) => (
              <p key={label} className={styles.line}>
                <Icon name="phone" size={18} />
                <span>
                  {label}: <PhoneLinks numbers={numbers} />
                </span>
              </p>
            ))}
            <p className={styles.line}>
              <Icon name="message" size={18} />
              <WhatsAppLink />
            </p>
            <p className={styles.line}>
              <Icon name="mail" size={18} />
              <a href={`mailto:${site.email.info}`}>{site.email.info}</a>
            </p>
            <p className={styles.line}>
              <Icon name="clock" size={18} />
              <span>
                Admission hours:
                {admissionHoursLines.map((line) => (
                  <span key={line}>
                    <br />
                    {line}
                  </span>
                ))}
              </span>
            </p>
          </address>
        </div>
        <div>
          <h2 className={styles.heading}>Quick Links</h2>
          <ul className={styles.quickLinks}>
            {[...quickLinks, ...portalLinks].map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href}>{link.label}</SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.social}>
        <h2 className={styles.heading}>Connect With Us</h2>
        <ul className={styles.socialList}>
          {site.social.map((s) => (
            <li key={s.name}>
              <a href={s.url} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                <Icon name={s.icon} size={20} />
                <span className="visually-hidden">{s.name} (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className={styles.copyright}>
        © {__BUILD_YEAR__} {site.name}. All rights reserved.
      </p>
    </footer>
  );
}
