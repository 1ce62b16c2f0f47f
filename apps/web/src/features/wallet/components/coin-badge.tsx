import { CoinIcon } from '@exchange/ui/coin-icon';

/** A coin's logo in wallet rows and headers (the bundled logo, or its letter for a coin the set lacks). */
export function CoinBadge({ coin }: { coin: string }) {
  return <CoinIcon symbol={coin} size={36} />;
}
