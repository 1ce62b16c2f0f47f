import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { BigNumber } from 'bignumber.js';
import { clsx } from 'clsx';
import { buttonClasses } from '@exchange/ui/button';
import { Spinner } from '@exchange/ui/spinner';
import type { PriceState } from '../hooks/use-spot-quote';
import { SpotDirection } from '../utils/spot-enums';
import { formatAssetAmount } from '../utils/spot-format';

interface SpotTicketFooterProps {
  isSignedIn: boolean;
  direction: SpotDirection;
  baseAsset: string;
  /** What the order spends from: USDT for a buy, the coin for a sell. */
  availableAsset: string;
  /** Its available balance; null while unknown. */
  available: string | null;
  priceState: PriceState;
  symbol: string;
  isSending: boolean;
}

/**
 * The end of the ticket: the available balance (with "Deposit" when there is none), why orders are paused while the
 * price is stale or missing, and the submit button — or, for a visitor, the way to log in or register.
 */
export function SpotTicketFooter(props: SpotTicketFooterProps) {
  const { t } = useTranslation();
  if (!props.isSignedIn)
    return (
      <div className="flex flex-col gap-2">
        <p className="text-xs text-muted">{t('spot.ticket.logInHint')}</p>
        <Link to={paths.login.path} className={buttonClasses('primary', true)}>
          {t('spot.ticket.logIn')}
        </Link>
        <Link to={paths.register.path} className={buttonClasses('secondary', true)}>
          {t('spot.ticket.register')}
        </Link>
      </div>
    );
  const isEmpty = props.available !== null && new BigNumber(props.available).isZero();
  const isBuy = props.direction === SpotDirection.buy;
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs">
        <span className="text-muted">{t('spot.ticket.available')}</span>
        <span dir="ltr" data-testid="spot-available" className="ms-auto font-medium tabular-nums">
          {formatAssetAmount(props.available, props.availableAsset)} {props.availableAsset}
        </span>
        {isEmpty && isBuy ? (
          <Link
            to={paths.fundsTopUp.path}
            className="w-full text-end font-medium text-brand underline-offset-2 hover:underline"
          >
            {t('spot.ticket.deposit')}
          </Link>
        ) : null}
      </div>
      {props.priceState === 'live' ? null : (
        <p role="status" className="rounded-lg bg-warning/15 px-2 py-1.5 text-xs text-warning">
          {t(props.priceState === 'stale' ? 'spot.ticket.pausedStale' : 'spot.ticket.pausedMissing', {
            symbol: props.symbol,
          })}
        </p>
      )}
      <button
        type="submit"
        disabled={props.priceState !== 'live' || props.isSending}
        aria-busy={props.isSending || undefined}
        className={clsx(
          'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl px-2 text-sm font-semibold text-white hover:opacity-90',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50',
          isBuy ? 'bg-up-fill' : 'bg-down-fill',
        )}
      >
        {props.isSending ? <Spinner /> : null}
        {t(isBuy ? 'spot.ticket.submitBuy' : 'spot.ticket.submitSell', { asset: props.baseAsset })}
      </button>
    </>
  );
}
