import { CoinIcon } from '@exchange/ui/coin-icon';
import { InstrumentType } from '@exchange/contracts/enums';

/**
 * An instrument's icon: its uploaded logo, else its coin's bundled logo, else a letter; a stock never takes a coin's
 * logo (its ticker may spell one). Decorative: the name is beside it.
 */
export function InstrumentIcon({
  instrument,
  size,
}: {
  instrument: { type: number; symbol: string; baseAsset: string; logo: string };
  size: number;
}) {
  const isStock = instrument.type === InstrumentType.stock;
  return (
    <CoinIcon
      symbol={isStock ? instrument.symbol : instrument.baseAsset}
      logo={instrument.logo}
      size={size}
      isCoin={!isStock}
    />
  );
}
