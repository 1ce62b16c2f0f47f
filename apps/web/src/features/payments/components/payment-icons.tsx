import { Icon } from '@exchange/ui/icon';
import type { IconProps } from '@exchange/ui/icon';

/** Line icons of the payment screens, a size smaller than the app's default: they sit beside text. */
const PAYMENT_ICON_SIZE = 18;

export function CopyIcon(props: IconProps) {
  return (
    <Icon size={PAYMENT_ICON_SIZE} {...props}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </Icon>
  );
}

export function WarningIcon(props: IconProps) {
  return (
    <Icon size={PAYMENT_ICON_SIZE} {...props}>
      <path d="M12 3 2 20h20L12 3Z" />
      <path d="M12 10v4M12 17h.01" />
    </Icon>
  );
}

export function ExternalLinkIcon(props: IconProps) {
  return (
    <Icon size={PAYMENT_ICON_SIZE} {...props}>
      <path d="M14 4h6v6M20 4l-9 9" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </Icon>
  );
}
