import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { CoinIcon } from '@exchange/ui/coin-icon';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { SheetDialog } from '@/components/ui/sheet-dialog';
import {
  directionOf,
  directionTextClass,
  formatChangeRate,
  formatQuotePrice,
  pairName,
} from '@/lib/market-format';
import { useFastInstruments } from '../hooks/use-fast-instruments';

interface FastInstrumentPickerProps {
  symbol: string;
  onChoose: (symbol: string) => void;
  onClose: () => void;
}

/** A sheet listing the fast-contract instruments (market list type 5) with their last price and 24 h change. */
export function FastInstrumentPicker({ symbol, onChoose, onClose }: FastInstrumentPickerProps) {
  const { t } = useTranslation();
  const instruments = useFastInstruments();
  const rows = instruments.data ?? [];
  return (
    <SheetDialog title={t('fast.choose')} layout="list" onClose={onClose}>
      <div className="min-h-40 overflow-y-auto">
        {instruments.isPending ? <LoadingState /> : null}
        {instruments.isError ? <ErrorState onRetry={() => void instruments.refetch()} /> : null}
        {instruments.isSuccess && rows.length === 0 ? <EmptyState message={t('fast.noneListed')} /> : null}
        <ul className="flex flex-col">
          {rows.map((row) => (
            <li key={row.id}>
              <button
                type="button"
                aria-current={row.symbol === symbol ? 'true' : undefined}
                onClick={() => {
                  onChoose(row.symbol);
                  onClose();
                }}
                className={clsx(
                  'flex min-h-12 w-full items-center justify-between gap-3 rounded-lg px-2 text-start hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand',
                  row.symbol === symbol && 'bg-surface-sunken',
                )}
              >
                <CoinIcon symbol={row.baseAsset} logo={row.logo} size={24} />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span dir="ltr" className="font-medium">
                    {pairName(row)}
                  </span>
                  <span className="truncate text-xs text-muted">{row.displayName}</span>
                </span>
                <span className="flex flex-col items-end tabular-nums" dir="ltr">
                  <span>{formatQuotePrice(row.price, row.priceAccuracy)}</span>
                  <span className={clsx('text-xs', directionTextClass[directionOf(row.changeRate)])}>
                    {formatChangeRate(row.changeRate)}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </SheetDialog>
  );
}
