import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { FundsOverview } from '@/data/assets/get-funds-overview';
import type { WalletCode } from '../utils/wallets';
import { useAmountDisplay } from './amount-display';

interface WalletFigures {
  wallet: WalletCode;
  total: string;
  lines: readonly { label: string; value: string }[];
}

/** The three wallets of spec §3 (coin, contract, fast contract) with their totals, each a link to transfer out. */
export function WalletCards({ overview }: { overview: FundsOverview }) {
  const { t } = useTranslation();
  const display = useAmountDisplay();
  const wallets: readonly WalletFigures[] = [
    {
      wallet: 'spot',
      total: overview.coin.total,
      lines: [
        { label: t('funds.available'), value: overview.coin.totalAvailable },
        { label: t('funds.frozen'), value: overview.coin.totalFrozenAmount },
      ],
    },
    {
      wallet: 'contract',
      total: overview.contract.ec,
      lines: [
        { label: t('funds.available'), value: overview.contract.totalAvailable },
        { label: t('funds.unrealizedPnl'), value: overview.contract.totalProfitAndLoss },
      ],
    },
    {
      wallet: 'fast_contract',
      total: overview.fast.total,
      lines: [
        { label: t('funds.balance'), value: overview.fast.walletBalance },
        { label: t('funds.inPositions'), value: overview.fast.positionAmount },
      ],
    },
  ];
  return (
    <section aria-labelledby="wallets-title" className="flex flex-col gap-2">
      <h2 id="wallets-title" className="px-1 text-sm font-semibold">
        {t('funds.walletsTitle')}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-3">
        {wallets.map(({ wallet, total, lines }) => (
          <li
            key={wallet}
            data-wallet={wallet}
            className="flex flex-col gap-2 rounded-2xl bg-surface-raised p-4"
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm text-muted">{t(`funds.wallets.${wallet}`)}</h3>
              <Link
                to={`${paths.fundsTransfer.path}?from=${wallet}`}
                className="rounded-lg px-2 py-1 text-xs font-semibold text-brand hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
              >
                {t('funds.actions.transfer')}
              </Link>
            </div>
            <p data-testid="wallet-total" dir="ltr" className="text-start text-xl font-semibold tabular-nums">
              {display.value(total)}
            </p>
            <dl className="grid grid-cols-2 gap-1 text-xs">
              {lines.map((line) => (
                <div key={line.label} className="flex flex-col">
                  <dt className="text-muted">{line.label}</dt>
                  <dd dir="ltr" className="text-start tabular-nums">
                    {display.value(line.value)}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
