import { iconPaths, type IconName } from './icon-names';
import { SvgIcon, type SvgIconProps } from './SvgIcon';

/** A decorative icon by name (menus, cards, contacts): hidden from screen readers. */
export function Icon({ name, ...rest }: Omit<SvgIconProps, 'd'> & { name: string }) {
  return <SvgIcon d={iconPaths[name as IconName] ?? iconPaths.about} {...rest} />;
}
