import { clsx } from 'clsx';
import { Icon } from '@exchange/ui/icon';
import type { IconProps } from '@exchange/ui/icon';

// The line icons of the user app, drawn in the shared frame (24 × 24, currentColor, decorative). The icons of the
// app frame (theme, language) are in shell-icons.tsx: all icons of one module download with its first user, and
// the frame is on every screen while these load with the screens that draw them.

/** Points to the inline end; flipped in right-to-left layouts. */
export function ChevronEndIcon({ className, ...props }: IconProps) {
  return (
    <Icon className={clsx('rtl:-scale-x-100', className)} {...props}>
      <path d="m9 6 6 6-6 6" />
    </Icon>
  );
}

/** Points to the inline start (a "back" arrow); flipped in right-to-left layouts. */
export function BackIcon({ className, ...props }: IconProps) {
  return (
    <Icon className={clsx('rtl:-scale-x-100', className)} {...props}>
      <path d="M15 6 9 12l6 6" />
    </Icon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5 12 5 5L20 7" />
    </Icon>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  );
}

export function EyeIcon({ isOff = false, ...props }: IconProps & { isOff?: boolean }) {
  return (
    <Icon {...props}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {isOff ? <path d="M3 3l18 18" /> : null}
    </Icon>
  );
}

export function ImageIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 17-5-5-9 8" />
    </Icon>
  );
}

export function RefreshIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
    </Icon>
  );
}

export function StarIcon({ isFilled = false, ...props }: IconProps & { isFilled?: boolean }) {
  return (
    <Icon fill={isFilled ? 'currentColor' : 'none'} {...props}>
      <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9Z" />
    </Icon>
  );
}

/** Two stacked carets; the active one is drawn solid. */
export function SortIcon({ activeDirection, ...props }: IconProps & { activeDirection: 1 | 2 | null }) {
  return (
    <Icon size={12} strokeWidth="0" {...props}>
      <path d="M12 3 19 11H5Z" fill="currentColor" opacity={activeDirection === 1 ? 1 : 0.3} />
      <path d="M12 21 5 13h14Z" fill="currentColor" opacity={activeDirection === 2 ? 1 : 0.3} />
    </Icon>
  );
}

export function GridIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="8" height="10" rx="1" />
      <rect x="13" y="3" width="8" height="6" rx="1" />
      <rect x="13" y="11" width="8" height="10" rx="1" />
      <rect x="3" y="15" width="8" height="6" rx="1" />
    </Icon>
  );
}

export function ChartIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 20V4M4 20h16" />
      <path d="m7 15 4-4 3 3 5-6" />
    </Icon>
  );
}

export function BuildingIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 21h18M5 21V9l7-5 7 5v12" />
      <path d="M9 21v-6h6v6M9 11h.01M15 11h.01" />
    </Icon>
  );
}

export function ListIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
    </Icon>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Icon>
  );
}
