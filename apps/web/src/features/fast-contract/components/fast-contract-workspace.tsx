import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@exchange/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import type { MarketListRow } from '@/data/instruments/instrument-types';
import { paths } from '@/config/paths';
import { useIsSignedIn } from '@/lib/token-store';
import { useFastContractConfig } from '../api/get-fast-contract-config';
import { useFastWallet } from '../api/get-fast-wallet';
import { useChosenFastInstrument } from '../hooks/use-fast-instruments';
import { useFastPrice } from '../hooks/use-fast-price';
import { FastBuyForm } from './fast-buy-form';
import { FastInstrumentBar } from './fast-instrument-bar';
import { FastOrdersPanel } from './fast-orders-panel';
import { FastPriceColumn } from './fast-price-column';
import { FastUnavailable } from './fast-unavailable';
import { formatUsdt } from '../utils/fast-format';

interface FastContractWorkspaceProps {
  /** The instrument the address names; null for the device's last choice or the first listed (spec §4). */
  symbol: string | null;
  onChoose: (symbol: string) => void;
}

/**
 * The fast-contract buy screen: the instrument and its live price, the buy form beside the price column (side by
 * side on phones too), the fast wallet, then the open contracts counting down and the settled ones with their
 * recorded prices. When the operator has them off, or not in the user's jurisdiction, a message replaces the form.
 */
export function FastContractWorkspace({ symbol, onChoose }: FastContractWorkspaceProps) {
  const { t } = useTranslation();
  const chosen = useChosenFastInstrument(symbol);
  const { instruments, instrument } = chosen;
  if (instruments.isPending) return <LoadingState />;
  if (instruments.isError) return <ErrorState onRetry={() => void instruments.refetch()} />;
  if (chosen.isUnknown || !instrument)
    return (
      <div className="flex flex-col items-center gap-3">
        <EmptyState message={chosen.isUnknown ? t('fast.unknownSymbol', { symbol }) : t('fast.noneListed')} />
        {chosen.isUnknown && instruments.data[0] ? (
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => onChoose(instruments.data[0]?.symbol ?? '')}
          >
            {t('fast.showFirst', { symbol: instruments.data[0].symbol })}
          </button>
        ) : null}
      </div>
    );
  return <FastTrading instrument={instrument} onChoose={onChoose} />;
}

function FastTrading({
  instrument,
  onChoose,
}: {
  instrument: MarketListRow;
  onChoose: (symbol: string) => void;
}) {
  const { t } = useTranslation();
  const isSignedIn = useIsSignedIn();
  const price = useFastPrice(instrument);
  const config = useFastContractConfig(isSignedIn);
  const wallet = useFastWallet(isSignedIn);
  const form = !isSignedIn ? (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('fast.ticket.logInHint')}</p>
      <Link to={paths.login.path} className={buttonClasses('primary', true)}>
        {t('fast.ticket.logIn')}
      </Link>
    </div>
  ) : config.isPending ? (
    <LoadingState />
  ) : config.isError ? (
    <ErrorState onRetry={() => void config.refetch()} />
  ) : (
    <FastBuyForm
      key={instrument.symbol}
      instrument={instrument}
      config={config.data}
      available={wallet.data?.walletBalance ?? null}
      priceState={price.state}
    />
  );
  const isUnavailable = config.data !== undefined && !config.data.isAvailable;
  return (
    <div className="flex flex-col gap-3 sm:gap-4">
      <FastInstrumentBar instrument={instrument} price={price} onChoose={onChoose} />
      {isUnavailable ? (
        <FastUnavailable reason={config.data?.unavailableReason} />
      ) : (
        <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2 sm:grid-cols-[minmax(0,1fr)_16rem] sm:gap-4">
          <section className="rounded-2xl bg-surface-raised p-3 sm:p-4">{form}</section>
          <FastPriceColumn instrument={instrument} price={price} />
        </div>
      )}
      {isSignedIn && wallet.data ? (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" dir="auto">
          <span>
            {t('fast.wallet.total')}{' '}
            <span dir="ltr" className="font-medium text-text tabular-nums">
              {`${formatUsdt(wallet.data.total)} USDT`}
            </span>
          </span>
          <span>
            {t('fast.wallet.inContracts')}{' '}
            <span dir="ltr" className="font-medium text-text tabular-nums">
              {`${formatUsdt(wallet.data.positionAmount)} USDT`}
            </span>
          </span>
        </p>
      ) : null}
      <section aria-label={t('fast.orders.label')} className="rounded-2xl bg-surface-raised p-3 sm:p-4">
        <FastOrdersPanel />
      </section>
    </div>
  );
}
