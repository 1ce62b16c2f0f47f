import { clsx } from 'clsx';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { buttonClasses } from '@exchange/ui/button';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { walletAssetQuery } from '@/data/assets/get-wallet-asset';
import { Decimal } from '@exchange/domain/decimal';
import { WALLETS } from '../utils/wallets';
import type { WalletCode } from '../utils/wallets';
import { useAmountDisplay } from './amount-display';
import { CoinBadge } from './coin-badge';
import { FundRecordList } from './fund-record-list';

const RECENT_RECORDS = 5;

/**
 * One coin across the user's wallets: its total and value, the balance in each wallet (the one it was opened from
 * first), the coin's recent fund records, and deposit / withdraw / transfer.
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
  const sum = (pick: (asset: (typeof assets)[number]) => string) =>
    assets.reduce((total, asset) => total.plus(pick(asset)), new Decimal(0)).toFixed();
  const query = new URLSearchParams({ coin }).toString();
  return (
    <div className="flex flex-col gap-4">
      <section className="flex flex-col gap-2 rounded-2xl bg-surface-raised p-4">
        <div className="flex items-center gap-3">
          <CoinBadge coin={coin} />
          <h2 className="text-lg font-semibold">{coin}</h2>
        </div>
        <p dir="ltr" data-testid="currency-total" className="text-start text-2xl font-semibold tabular-nums">
          {display.coin(sum((asset) => asset.total))} {coin}
        </p>
        <p className="text-sm text-muted">
          {t('funds.valueOf', { value: display.value(sum((a) => a.valueUsdt)) })}
        </p>
      </section>
      <ul
        aria-label={t('funds.currency.byWallet')}
        className="divide-y divide-border overflow-hidden rounded-2xl bg-surface-raised"
      >
        {assets.map((asset) => (
          <li
            key={asset.wallet}
            data-wallet={asset.wallet}
            className={clsx(
              'grid grid-cols-3 gap-2 px-4 py-3 text-sm',
              asset.wallet === wallet && 'bg-brand/5',
            )}
          >
            <span className="font-medium">{t(`funds.wallets.${asset.wallet}`)}</span>
            <span className="flex flex-col text-end">
              <span className="text-xs text-muted">{t('funds.available')}</span>
              <span dir="ltr" className="tabular-nums">
                {display.coin(asset.available)}
              </span>
            </span>
            <span className="flex flex-col text-end">
              <span className="text-xs text-muted">{t('funds.frozen')}</span>
              <span dir="ltr" className="tabular-nums">
                {display.coin(asset.frozen)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-3 gap-2">
        <Link to={`${paths.fundsTopUp.path}?${query}`} className={buttonClasses('primary')}>
          {t('funds.actions.deposit')}
        </Link>
        <Link to={`${paths.fundsWithdraw.path}?${query}`} className={buttonClasses('secondary')}>
          {t('funds.actions.withdraw')}
        </Link>
        <Link
          to={`${paths.fundsTransfer.path}?${query}&from=${wallet}`}
          className={buttonClasses('secondary')}
        >
          {t('funds.actions.transfer')}
        </Link>
      </div>
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
        <FundRecordList filter={{ type: 3, coin, wallet: '' }} limit={RECENT_RECORDS} />
      </section>
    </div>
  );
}
