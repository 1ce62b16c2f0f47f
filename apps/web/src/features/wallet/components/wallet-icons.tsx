import { Icon } from '@exchange/ui/icon';
import type { IconProps } from '@exchange/ui/icon';

/** Line icons of the wallet actions, a size larger than the app's default: they head the action buttons. */
const WALLET_ICON_SIZE = 22;

export function DepositIcon(props: IconProps) {
  return (
    <Icon size={WALLET_ICON_SIZE} {...props}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </Icon>
  );
}

export function WithdrawIcon(props: IconProps) {
  return (
    <Icon size={WALLET_ICON_SIZE} {...props}>
      <path d="M12 15V4M7 9l5-5 5 5M5 20h14" />
    </Icon>
  );
}

/** Two opposite arrows: a move between wallets, or the "swap sides" button. */
export function TransferIcon(props: IconProps) {
  return (
    <Icon size={WALLET_ICON_SIZE} {...props}>
      <path d="M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" />
    </Icon>
  );
}

export function SwapIcon(props: IconProps) {
  return (
    <Icon size={WALLET_ICON_SIZE} {...props}>
      <path d="M20 7a8 8 0 0 0-14.5 1M4 17a8 8 0 0 0 14.5-1M20 3v4h-4M4 21v-4h4" />
    </Icon>
  );
}

export function RecordsIcon(props: IconProps) {
  return (
    <Icon size={WALLET_ICON_SIZE} {...props}>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M9 11h7M9 15h7M9 7h3" />
    </Icon>
  );
}

export function HistoryIcon(props: IconProps) {
  return (
    <Icon size={WALLET_ICON_SIZE} {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Icon>
  );
}

/** A coin over a hand: loans (`/funds/LOANS`). */
export function LoanIcon(props: IconProps) {
  return (
    <Icon size={WALLET_ICON_SIZE} {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M3 17h4l3 2h6l5-3M7 17v-2h4" />
    </Icon>
  );
}
