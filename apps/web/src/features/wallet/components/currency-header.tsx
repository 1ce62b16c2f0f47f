import { CoinIcon } from '@exchange/ui/coin-icon';
import { useInstrument } from '@/data/instruments/get-instrument';

/** The spot pair's instrument type (the coin list): where a coin's name and staff-uploaded logo are kept. */
const SPOT_TYPE = 1;
const QUOTE_ASSET = 'USDT';

/**
 * A coin's logo, symbol and name: the name and an uploaded logo come from its spot pair in the market list (shared
 * with the market screens, so usually no request); a coin without a pair (USDT itself) shows its symbol and the
 * bundled logo, or its letter.
 */
export function CurrencyHeader({ coin }: { coin: string }) {
  const instrument = useInstrument(SPOT_TYPE, coin === QUOTE_ASSET ? null : `${coin}${QUOTE_ASSET}`);
  const row = instrument.data?.baseAsset === coin ? instrument.data : null;
  const name = row && row.displayName !== coin ? row.displayName : null;
  return (
    <div className="flex items-center gap-3">
      <CoinIcon symbol={coin} logo={row?.logo || null} size={40} />
      <div className="flex min-w-0 flex-col">
        <h2 className="text-lg font-semibold">{coin}</h2>
        {name ? (
          <p data-testid="currency-name" className="truncate text-sm text-muted">
            {name}
          </p>
        ) : null}
      </div>
    </div>
  );
}
