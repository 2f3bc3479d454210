/** schema.org JSON-LD: the school on the home page, the breadcrumb trail on other pages. */
import { organization, schoolSite as site } from '#site/prerender.ts';
import { canonicalUrl } from './meta';
import type { Crumb } from './nav';

export function schoolJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': organization.schemaOrgType,
    name: site.name,
    url: canonicalUrl('/'),
    logo: canonicalUrl(site.logo.src),
    description: site.footerTagline,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: organization.countryCode,
    },
    telephone: site.phones[0],
    email: site.email.info,
    sameAs: site.social.map((s) => s.url),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${canonicalUrl('/search')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: canonicalUrl(crumb.path),
    })),
  };
}
