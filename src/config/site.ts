/**
 * Everything the pages and the layout show about the school: the configuration
 * (src/config/settings.ts) joined with the contact details of the school facts file
 * (pages/_school.facts.yml), under the names the components read (`site.admissionsPhone`,
 * `site.phones`, `site.address`, `site.email`, `site.admissionHours`, `site.bank`…).
 * Only code that Vite builds may import this module (it imports a data file).
 */
import factsFile from '../../pages/_school.facts.yml';
import type { SchoolFacts } from '../content/facts/facts.data.ts';
import { contactsFrom } from './school-facts';
import { settings } from './settings';

/** The validated school facts (the build checked the file against its schema). */
export const facts = factsFile as SchoolFacts;

export const site = { ...settings, ...contactsFrom(facts) };

export { displayPhone, portalKeys, telHref, type PortalKey } from './settings';
