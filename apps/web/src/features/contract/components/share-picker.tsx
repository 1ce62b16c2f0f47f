import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContractOrderAction, ContractOrderStatus } from '@exchange/contracts/enums';
import { paths } from '@/config/paths';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { buttonClasses } from '@exchange/ui/button';
import { directionOf, directionTextClass } from '@/lib/market-format';
import { useContractOrders } from '../api/page-contract-orders';
import { useLivePositions } from '../hooks/use-live-positions';
import { formatRoe, formatSignedUsdt } from '../utils/contract-format';
import { sideKey, sideTextClass } from '../utils/contract-labels';

/** How many of the newest filled closes are offered beside the open positions. */
const RECENT_CLOSES = 5;

interface Choice {
  key: string;
  to: string;
  symbol: string;
  direction: number;
  leverage: number;
  pnl: string;
  roe: string | null;
}

const shareHref = (kind: 'positionId' | 'orderId', id: number) =>
  `${paths.contractSharing.path}?${new URLSearchParams({ [kind]: String(id) }).toString()}`;

function ChoiceRow({ choice }: { choice: Choice }) {
  const { t } = useTranslation();
  const pnlClass = directionTextClass[directionOf(choice.pnl)];
  return (
    <li>
      <Link
        to={choice.to}
        className="flex min-h-14 items-center gap-3 px-4 py-2 hover:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
      >
        <span className="flex min-w-0 flex-1 flex-col items-start">
          <span dir="ltr" className="max-w-full truncate font-semibold">
            {choice.symbol}
          </span>
          <span className={clsx('text-xs font-medium', sideTextClass(choice.direction))}>
            {t(sideKey(choice.direction))} {t('contract.ticket.leverageValue', { value: choice.leverage })}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end">
          <span dir="ltr" className={clsx('font-semibold tabular-nums', pnlClass)}>
            {formatSignedUsdt(choice.pnl)}
          </span>
          {choice.roe === null ? null : (
            <span dir="ltr" className={clsx('text-xs tabular-nums', pnlClass)}>
              {formatRoe(choice.roe)}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

function ChoiceGroup({ title, choices }: { title: string; choices: readonly Choice[] }) {
  if (choices.length === 0) return null;
  return (
    <section className="flex flex-col gap-2" aria-label={title}>
      <h2 className="px-1 text-xs font-semibold tracking-wide text-muted uppercase">{title}</h2>
      <ul className="divide-y divide-border rounded-2xl bg-surface-raised">
        {choices.map((choice) => (
          <ChoiceRow key={choice.key} choice={choice} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The share screen opened without a position or an order (a bookmark, a reload of the bare address): the user's open
 * positions (at their live PnL) and newest filled closes, each opening its card; with neither, a way to trade.
 */
export function SharePicker() {
  const { t } = useTranslation();
  const { positions, query } = useLivePositions(true);
  const history = useContractOrders('history', '');
  if (query.isPending || history.isPending) return <LoadingState />;
  if (query.isError && history.isError) {
    return (
      <ErrorState
        onRetry={() => {
          void query.refetch();
          void history.refetch();
        }}
      />
    );
  }
  const open: Choice[] = positions.map((position) => ({
    key: `position-${position.id}`,
    to: shareHref('positionId', position.id),
    symbol: position.symbol,
    direction: position.direction,
    leverage: position.lever,
    pnl: position.pnl,
    roe: position.roe,
  }));
  const closes: Choice[] = (history.data?.pages.flatMap((page) => page.list) ?? [])
    .filter(
      (order) =>
        order.action === ContractOrderAction.close &&
        order.status === ContractOrderStatus.filled &&
        order.plAmount !== null,
    )
    .slice(0, RECENT_CLOSES)
    .map((order) => ({
      key: `order-${order.id}`,
      to: shareHref('orderId', order.id),
      symbol: order.symbol,
      direction: order.direction,
      leverage: order.lever,
      pnl: order.plAmount ?? '0',
      roe: null,
    }));
  if (open.length === 0 && closes.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 px-4 py-12 text-center">
        <p className="text-sm text-muted">{t('contract.share.nothing')}</p>
        <Link to={paths.contract.path} className={buttonClasses('primary')}>
          {t('contract.share.toTrade')}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('contract.share.pickTitle')}</p>
      <ChoiceGroup title={t('contract.share.openPositions')} choices={open} />
      <ChoiceGroup title={t('contract.share.recentCloses')} choices={closes} />
    </div>
  );
}
