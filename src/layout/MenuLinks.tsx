import type { NavLink } from '../content/nav/types';
import type { MenuGroup } from '../content/nav/nav';
import { Icon } from '../ui/Icon';
import { SmartLink } from '../ui/SmartLink';

/** Whether the page at `path` is one of this menu group's pages. */
export function isInSection(group: MenuGroup, path: string | undefined): boolean {
  return path !== undefined && group.links.some((link) => link.href === path);
}

/**
 * The links of one menu group (desktop drop-down and mobile accordion alike, a section overview's
 * online services); external ones carry an icon, the page shown is marked.
 */
export function MenuLinks({
  links,
  linkClassName,
  iconClassName,
  currentPath,
}: {
  links: NavLink[];
  linkClassName?: string;
  iconClassName?: string;
  currentPath?: string;
}) {
  return links.map((link) => (
    <li key={link.href}>
      <SmartLink href={link.href} className={linkClassName} aria-current={link.href === currentPath ? 'page' : undefined}>
        {link.label}
        {link.external && <Icon name="external" size={14} className={iconClassName} />}
      </SmartLink>
    </li>
  ));
}
