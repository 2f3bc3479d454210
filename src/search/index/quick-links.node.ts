/**
 * Build time (node): the destinations the menus and the footer lead to outside the site (portals,
 * WhatsApp, phones, e-mail, social pages), as search results of their own. Read from what the menus
 * and the footer are drawn from: the sections' `links` (pages/<folder>/_meta.yml), the footer's
 * portals and social pages (src/config/settings.ts) and the contact details of the school facts
 * (pages/_school.facts.yml, through the same contactsFrom the layout uses). Nothing is listed twice.
 */
import { FACTS_FILE } from '../../content/facts/facts.node.ts';
import type { SchoolFacts } from '../../content/facts/facts.data.ts';
import type { SiteContent } from '../../content/nav/types.ts';
import { contactsFrom, settings, telHref } from '#site/index.ts';

/** One quick link: what it is called, where it leads and how a result describes it. */
interface QuickLink {
  label: string;
  /** The address the result opens (https:, tel:, mailto:). */
  href: string;
  /** Where it leads, in words: the result's snippet. */
  description: string;
  /** Other names the menus give it ("Register now" for Online Registration). */
  otherLabels: string[];
  /** What sort of destination it is, searched as a keyword ("registration portal" finds Online Registration). */
  kind: string;
}

/** The host a web address leads to, without "www." ("https://www.facebook.com/x" → "facebook.com"). */
function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

export function quickLinks(content: SiteContent, data: ReadonlyMap<string, unknown>): QuickLink[] {
  const byHref = new Map<string, QuickLink>();
  const add = (label: string, href: string, description: string, kind: string) => {
    const known = byHref.get(href);
    if (!known) byHref.set(href, { label, href, description, otherLabels: [], kind });
    else if (known.label !== label && !known.otherLabels.includes(label)) known.otherLabels.push(label);
  };
  const portalByUrl = new Map(Object.values(settings.portals).map((p) => [p.url as string, p.label as string]));
  const web = (label: string, url: string) => add(label, url, `Opens ${hostOf(url)}`, portalByUrl.has(url) ? 'portal' : 'website');
  // Portals under their configured name first, so a menu's wording ("Register now") is a second name.
  for (const key of settings.footerPortals) web(settings.portals[key].label, settings.portals[key].url);
  for (const section of content.sections) {
    for (const link of section.links.filter((l) => l.external)) {
      web(portalByUrl.get(link.href) ?? link.label, link.href);
      add(link.label, link.href, '', '');
    }
  }
  const facts = data.get(FACTS_FILE) as SchoolFacts | undefined;
  if (facts) {
    const contacts = contactsFrom(facts);
    add('WhatsApp chat', contacts.whatsappUrl, `Chat with the school on WhatsApp: ${contacts.whatsappNumber}`, 'chat');
    for (const { label, numbers } of contacts.labelledPhones) {
      if (numbers.length) add(`${label} phone`, telHref(numbers[0]), `Call ${numbers.join(' or ')}`, 'phone number');
    }
    add('Admissions e-mail', `mailto:${contacts.email.admissions}`, `Write to ${contacts.email.admissions}`, 'e-mail address');
    add('School e-mail', `mailto:${contacts.email.info}`, `Write to ${contacts.email.info}`, 'e-mail address');
  }
  for (const social of settings.social)
    add(`${social.name} page`, social.url, `The school on ${social.name}: opens ${hostOf(social.url)}`, 'social media');
  return [...byHref.values()];
}
