import type { NavLink } from '../content/types';
import { Icon } from './Icon';
import { SmartLink } from './SmartLink';

/** The links of one menu group (desktop drop-down and mobile accordion alike); external ones carry an icon. */
export function MenuLinks({ links, linkClassName, iconClassName }: { links: NavLink[]; linkClassName: string; iconClassName?: string }) {
  return links.map((link) => (
    <li key={link.href}>
      <SmartLink href={link.href} className={linkClassName}>
        {link.label}
        {link.external && <Icon name="external" size={14} className={iconClassName} />}
      </SmartLink>
    </li>
  ));
}
