import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Badge } from '@exchange/ui/badge';
import { buttonClasses } from '@exchange/ui/button';
import { directionOf, directionTextClass, formatQuantity, formatQuotePrice } from '@/lib/market-format';
import { formatRoe, formatSignedUsdt, formatUsdt } from '../utils/contract-format';
import { marginModeKey, sideKey, sideTextClass } from '../utils/contract-labels';
import type { LivePosition } from '../utils/live-position';
import type { Accuracy } from '../utils/accuracy';
import { ClosePositionDialog } from './close-position-dialog';
import { ReversePositionButton } from './reverse-position-button';
import { StopsDialog } from './stops-dialog';

type OpenDialog = 'market' | 'limit' | 'stops' | null;

const actionClasses = clsx(buttonClasses('secondary'), 'min-h-9 px-3 text-xs');

/** One open position: side, leverage and mode, its live PnL and ROE, prices and margin, and what can be done to it. */
export function PositionCard({ position, accuracy }: { position: LivePosition; accuracy: Accuracy }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const trend = directionTextClass[directionOf(position.pnl)];
  const price = (value: string | null) => formatQuotePrice(value, accuracy.priceDecimals);
  const stops = `${price(position.stopProfitPrice)} / ${price(position.stopLossPrice)}`;
  const figures = [
    {
      label: t('contract.positions.size', { asset: accuracy.baseAsset }),
      value: formatQuantity(position.quantity, accuracy.transactionAccuracy),
    },
    { label: t('contract.positions.entry'), value: price(position.openPrice) },
    { label: t('contract.positions.mark'), value: price(position.markPrice) },
    { label: t('contract.positions.liquidation'), value: price(position.liquidationPrice) },
    { label: t('contract.positions.margin'), value: formatUsdt(position.earnestMoney) },
    { label: t('contract.positions.stops'), value: stops },
  ];
  return (
    <article
      aria-label={`${position.symbol} ${t(sideKey(position.direction))}`}
      className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4"
    >
      <header className="flex flex-wrap items-center gap-2">
        <span dir="ltr" className="font-semibold">
          {position.symbol}
        </span>
        <span className={clsx('text-sm font-semibold', sideTextClass(position.direction))}>
          {t(sideKey(position.direction))} {t('contract.ticket.leverageValue', { value: position.lever })}
        </span>
        <Badge>{t(marginModeKey(position.marginMode))}</Badge>
      </header>
      <dl className="grid grid-cols-2 gap-2">
        <div className="flex flex-col">
          <dt className="text-xs text-muted">{t('contract.positions.pnl')}</dt>
          <dd
            dir="ltr"
            data-testid="position-pnl"
            className={clsx('text-lg font-semibold tabular-nums', trend)}
          >
            {formatSignedUsdt(position.pnl)}
          </dd>
        </div>
        <div className="flex flex-col items-end">
          <dt className="text-xs text-muted">{t('contract.positions.roe')}</dt>
          <dd
            dir="ltr"
            data-testid="position-roe"
            className={clsx('text-lg font-semibold tabular-nums', trend)}
          >
            {formatRoe(position.roe)}
          </dd>
        </div>
      </dl>
      <dl className="grid grid-cols-3 gap-x-2 gap-y-2 text-sm">
        {figures.map((figure) => (
          <div key={figure.label} className="flex min-w-0 flex-col">
            <dt className="text-xs leading-tight text-muted">{figure.label}</dt>
            <dd dir="ltr" className="truncate text-start font-medium tabular-nums">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={actionClasses} onClick={() => setDialog('market')}>
          {t('contract.positions.close')}
        </button>
        <button type="button" className={actionClasses} onClick={() => setDialog('limit')}>
          {t('contract.positions.limitClose')}
        </button>
        <button type="button" className={actionClasses} onClick={() => setDialog('stops')}>
          {t('contract.positions.setStops')}
        </button>
        <ReversePositionButton position={position} className={actionClasses} />
        <Link to={`${paths.contractSharing.path}?positionId=${position.id}`} className={actionClasses}>
          {t('contract.positions.share')}
        </Link>
      </div>
      {dialog === 'market' || dialog === 'limit' ? (
        <ClosePositionDialog
          position={position}
          accuracy={accuracy}
          initialMode={dialog}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'stops' ? (
        <StopsDialog position={position} accuracy={accuracy} onClose={() => setDialog(null)} />
      ) : null}
    </article>
  );
}
