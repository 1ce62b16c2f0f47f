import { clsx } from 'clsx';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { walletAssetQuery } from '@/data/assets/get-wallet-asset';
import type { WalletAsset } from '@/data/assets/get-wallet-asset';
import { Decimal } from '@exchange/domain/decimal';
import { WALLETS } from '../utils/wallets';
import type { WalletCode } from '../utils/wallets';
import { useAmountDisplay } from './amount-display';
import { ActionTile } from './funds-actions';
import { CurrencyHeader } from './currency-header';
import { FundRecordList } from './fund-record-list';
import { PendingDeposits } from './pending-deposits';
import { DepositIcon, SwapIcon, TransferIcon, WithdrawIcon } from './wallet-icons';

const RECENT_RECORDS = 5;

/** One wallet's line: its name, then total, available and frozen (each through the show-amount mask). */
function WalletBalanceRow({ asset, isCurrent }: { asset: WalletAsset; isCurrent: boolean }) {
  const { t } = useTranslation();
  const display = useAmountDisplay();
  const figures = [
    { key: 'total', label: t('funds.total'), value: asset.total },
    { key: 'available', label: t('funds.available'), value: asset.available },
    { key: 'frozen', label: t('funds.frozen'), value: asset.frozen },
  ] as const;
  return (
    <li
      data-wallet={asset.wallet}
      className={clsx('flex flex-col gap-2 px-4 py-3 text-sm', isCurrent && 'bg-brand/5')}
    >
      <span className="font-medium">{t(`funds.wallets.${asset.wallet}`)}</span>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.key} className="flex min-w-0 flex-col">
            <dt className="text-xs text-muted">{figure.label}</dt>
            <dd
              dir="ltr"
              data-testid={`wallet-${figure.key}`}
              title={display.coin(figure.value)}
              className="truncate text-start tabular-nums"
            >
              {display.coin(figure.value)}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** Deposit, withdraw, transfer (from the wallet it was opened from) and swap, each with the coin chosen. */
function CurrencyActions({ coin, wallet }: { coin: string; wallet: WalletCode }) {
  const { t } = useTranslation();
  const query = new URLSearchParams({ coin }).toString();
  const actions = [
    { key: 'deposit', to: `${paths.fundsTopUp.path}?${query}`, Icon: DepositIcon },
    { key: 'withdraw', to: `${paths.fundsWithdraw.path}?${query}`, Icon: WithdrawIcon },
    { key: 'transfer', to: `${paths.fundsTransfer.path}?${query}&from=${wallet}`, Icon: TransferIcon },
    { key: 'swap', to: `${paths.fundsSwap.path}?${new URLSearchParams({ from: coin })}`, Icon: SwapIcon },
  ] as const;
  return (
    <nav aria-label={t('funds.actions.label')} className="rounded-2xl bg-surface-raised p-2">
      <ul className="grid grid-cols-4 gap-1">
        {actions.map(({ key, to, Icon }) => (
          <li key={key} className="min-w-0">
            <ActionTile to={to} Icon={Icon} label={t(`funds.actions.${key}`)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * One coin across the user's wallets: its logo and name, total and value, total / available / frozen in each wallet
 * (the one it was opened from first), its deposits in progress, deposit / withdraw / transfer / swap, and its recent
 * fund records.
 */
export function CurrencyDetail({ coin, wallet }: { coin: string; wallet: WalletCode }) {
  const { t } = useTranslation();
  const display = useAmountDisplay();
  const ordered = [wallet, ...WALLETS.filter((code) => code !== wallet)];
  const results = useQueries({ queries: ordered.map((code) => walletAssetQuery(code, coin)) });
  if (results.some((result) => result.isPending)) return <LoadingState />;
  const assets = results.flatMap((result) => (result.data ? [result.data] : []));
  if (assets.length < results.length) {
    return <ErrorState onRetry={() => results.forEach((result) => void result.refetch())} />;
  }
  const sum = (pick: (asset: WalletAsset) => string) =>
    assets.reduce((total, asset) => total.plus(pick(asset)), new Decimal(0)).toFixed();
  const query = new URLSearchParams({ coin }).toString();
  return (
    <div className="flex flex-col gap-4">
      <section className="flex flex-col gap-2 rounded-2xl bg-surface-raised p-4">
        <CurrencyHeader coin={coin} />
        <p dir="ltr" data-testid="currency-total" className="text-start text-2xl font-semibold tabular-nums">
          {display.coin(sum((asset) => asset.total))} {coin}
        </p>
        <p className="text-sm text-muted">
          {t('funds.valueOf', { value: display.value(sum((a) => a.valueUsdt)) })}
        </p>
      </section>
      <CurrencyActions coin={coin} wallet={wallet} />
      <PendingDeposits coin={coin} />
      <ul
        aria-label={t('funds.currency.byWallet')}
        className="divide-y divide-border overflow-hidden rounded-2xl bg-surface-raised"
      >
        {assets.map((asset) => (
          <WalletBalanceRow key={asset.wallet} asset={asset} isCurrent={asset.wallet === wallet} />
        ))}
      </ul>
      <section aria-labelledby="currency-records" className="flex flex-col gap-2">
        <div className="flex items-center justify-between px-1">
          <h2 id="currency-records" className="text-sm font-semibold">
            {t('funds.currency.recentRecords')}
          </h2>
          <Link
            to={`${paths.fundsFinanceListView.path}?${query}`}
            className="rounded-lg px-2 py-1 text-sm font-semibold text-brand hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
          >
            {t('funds.currency.allRecords')}
          </Link>
        </div>
        <FundRecordList
          filter={{ type: 3, coin, wallet: '' }}
          limit={RECENT_RECORDS}
          emptyMessage={t('funds.currency.noRecords')}
        />
      </section>
    </div>
  );
}
