import { iconPaths, type IconName } from './icon-names';
import { SvgIcon } from './SvgIcon';

interface IconProps {
  name: string;
  size?: number;
  className?: string;
  /** Fill the shape (stars) instead of stroking it. */
  filled?: boolean;
}

/** A decorative icon by name (menus, cards, contacts): hidden from screen readers. */
export function Icon({ name, size = 20, className, filled = false }: IconProps) {
  return <SvgIcon d={iconPaths[name as IconName] ?? iconPaths.about} size={size} className={className} filled={filled} />;
}
