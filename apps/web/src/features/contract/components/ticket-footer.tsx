import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PositionSide } from '@exchange/contracts/enums';
import { paths } from '@/config/paths';
import { Button, buttonClasses } from '@exchange/ui/button';
import { formatUsdt } from '../utils/contract-format';
import type { PriceState } from '../utils/price-state';

/** Where "Transfer in" leads: spot → contract, in USDT. */
export const TRANSFER_IN_HREF = `${paths.fundsTransfer.path}?from=spot&to=contract&coin=USDT`;

interface TicketFooterProps {
  isSignedIn: boolean;
  /** orderInfo.available; null while unknown. */
  available: number | null;
  /** Offer "Transfer in" (nothing available, or not enough for this order). */
  needsFunds: boolean;
  priceState: PriceState;
  symbol: string;
  direction: number;
  isSending: boolean;
}

/**
 * The end of the ticket: the available balance (with "Transfer in" when it falls short), why orders are paused
 * while the price is stale or missing, and the submit button — or, for a visitor, the way to log in.
 */
export function TicketFooter(props: TicketFooterProps) {
  const { t } = useTranslation();
  const isPaused = props.priceState !== 'live';
  if (!props.isSignedIn)
    return (
      <Link to={paths.login.path} className={buttonClasses('primary', true)}>
        {t('contract.ticket.logIn')}
      </Link>
    );
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-x-2 text-sm">
        <span className="text-muted">{t('contract.ticket.available')}</span>
        <span className="ms-auto flex flex-wrap items-center justify-end gap-x-2">
          <span dir="ltr" data-testid="contract-available" className="font-medium tabular-nums">
            {formatUsdt(props.available)} USDT
          </span>
          {props.needsFunds ? (
            <Link to={TRANSFER_IN_HREF} className="font-medium text-brand underline-offset-2 hover:underline">
              {t('contract.ticket.transferIn')}
            </Link>
          ) : null}
        </span>
      </div>
      {isPaused ? (
        <p role="status" className="rounded-xl bg-warning/15 px-3 py-2 text-sm text-warning">
          {t(props.priceState === 'stale' ? 'contract.ticket.pausedStale' : 'contract.ticket.pausedMissing', {
            symbol: props.symbol,
          })}
        </p>
      ) : null}
      <Button type="submit" isFullWidth isLoading={props.isSending} disabled={isPaused}>
        {t(
          props.direction === PositionSide.short
            ? 'contract.ticket.submitShort'
            : 'contract.ticket.submitLong',
        )}
      </Button>
    </>
  );
}
