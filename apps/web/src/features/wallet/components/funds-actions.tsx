import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import {
  DepositIcon,
  HistoryIcon,
  LoanIcon,
  RecordsIcon,
  SwapIcon,
  TransferIcon,
  WithdrawIcon,
} from './wallet-icons';

type ActionKey = 'deposit' | 'withdraw' | 'transfer' | 'swap' | 'loans' | 'records' | 'history';

const ACTIONS: readonly { key: ActionKey; to: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { key: 'deposit', to: paths.fundsTopUp.path, Icon: DepositIcon },
  { key: 'withdraw', to: paths.fundsWithdraw.path, Icon: WithdrawIcon },
  { key: 'transfer', to: paths.fundsTransfer.path, Icon: TransferIcon },
  { key: 'swap', to: paths.fundsSwap.path, Icon: SwapIcon },
  { key: 'loans', to: paths.fundsLoans.path, Icon: LoanIcon },
  { key: 'records', to: paths.fundsFinanceListView.path, Icon: RecordsIcon },
  { key: 'history', to: paths.fundsOrderHistory.path, Icon: HistoryIcon },
];

/** One wallet action: its icon in a round badge over its label (the wallet overview and the coin page). */
export function ActionTile({
  to,
  Icon,
  label,
}: {
  to: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  label: string;
}) {
  return (
    <Link
      to={to}
      className="flex min-h-16 flex-col items-center justify-center gap-1 rounded-xl px-1 py-2 text-center text-xs font-medium break-words hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
    >
      <span className="flex size-10 items-center justify-center rounded-full bg-brand/10 text-brand">
        <Icon />
      </span>
      {label}
    </Link>
  );
}

/** The wallet's actions: deposit, withdraw, transfer, swap, loans, fund records and deposit/withdrawal history. */
export function FundsActions() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('funds.actions.label')}>
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-7">
        {ACTIONS.map(({ key, to, Icon }) => (
          <li key={key}>
            <ActionTile to={to} Icon={Icon} label={t(`funds.actions.${key}`)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
