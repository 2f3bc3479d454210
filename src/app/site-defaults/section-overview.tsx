import type { ReactNode } from 'react';

/** A section overview's pieces, plain (see README.md here). */
export const LinkCards = ({ label, children }: { label: string; spread?: boolean; children: ReactNode }) => (
  <ul aria-label={label}>{children}</ul>
);

export const LinkCard = ({ href, title, children }: { href: string; title: ReactNode; heading?: string; children?: ReactNode }) => (
  <li>
    <h2>
      <a href={href}>{title}</a>
    </h2>
    {children}
  </li>
);

export const MenuLinks = ({ links }: { links: { href: string; label: string }[]; linkClassName?: string; iconClassName?: string }) =>
  links.map((link) => (
    <li key={link.href}>
      <a href={link.href}>{link.label}</a>
    </li>
  ));

/** No calendar: nothing to list. */
export const NextDatesList = (_props: { data: unknown; count: number }) => null;
