import type { SVGProps } from 'react';

/** Small line icons (24 × 24, currentColor). Decorative: callers label the control, not the icon. */
export type IconProps = SVGProps<SVGSVGElement> & {
  /** Width and height; 20 unless an icon set or a caller asks for another. */
  size?: number | string;
};

/** The frame of every line icon: the apps' icon sets draw their paths in it. */
export function Icon({ size = 20, children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** The caret of a select or a menu (SelectField draws it). */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}
