import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { TicketWithBook } from '@/components/layouts/ticket-with-book';
import { useIsDesktop } from '@/lib/media';
import { useIsSignedIn } from '@/lib/token-store';
import { useIsWide } from '../hooks/use-is-wide';
import { useRecentPrices } from '../hooks/use-recent-prices';
import { useSpotDepth } from '../hooks/use-spot-depth';
import { useSpotPair } from '../hooks/use-spot-pair';
import type { SpotPairRow } from '../hooks/use-spot-pair';
import { useSpotQuote } from '../hooks/use-spot-quote';
import { useSpotTicket } from '../hooks/use-spot-ticket';
import type { SpotDirection } from '../utils/spot-enums';
import { RecentPrices } from './recent-prices';
import { SpotOrderBook } from './spot-order-book';
import { SpotOrdersPanel } from './spot-orders-panel';
import { SpotPairBar } from './spot-pair-bar';
import { SpotTicketForm } from './spot-ticket-form';

interface SpotWorkspaceProps {
  /** The address's pair; null for the device's last one or the first listed. */
  symbol: string | null;
  onChoose: (symbol: string) => void;
  /** The side to start on (a chart's Buy / Sell); buy when absent. */
  initialDirection?: SpotDirection | null;
}

/**
 * The spot trade screen (Binance's spot screen as the anchor): the pair bar, then the order form beside the order
 * book and recent prices — side by side on a phone too (form ≈ 60 %, book ≈ 40 %) — and the open orders and history.
 */
export function SpotWorkspace({ symbol, onChoose, initialDirection }: SpotWorkspaceProps) {
  const { t } = useTranslation();
  const { pairs, pair, isUnknown } = useSpotPair(symbol);
  if (isUnknown) return <EmptyState message={t('spot.pair.unknown', { symbol: symbol ?? '' })} />;
  if (pair)
    return (
      <PairWorkspace
        key={`${pair.symbol}:${initialDirection ?? ''}`}
        pair={pair}
        onChoose={onChoose}
        initialDirection={initialDirection ?? undefined}
      />
    );
  if (pairs.isError) return <ErrorState onRetry={() => void pairs.refetch()} />;
  if (pairs.isSuccess) return <EmptyState message={t('spot.pair.noneListed')} />;
  return <LoadingState />;
}

function PairWorkspace({
  pair,
  onChoose,
  initialDirection,
}: {
  pair: SpotPairRow;
  onChoose: (symbol: string) => void;
  initialDirection?: SpotDirection;
}) {
  const isSignedIn = useIsSignedIn();
  const isDesktop = useIsDesktop();
  const isWide = useIsWide();
  const quote = useSpotQuote(pair);
  const depth = useSpotDepth(pair.symbol);
  const recent = useRecentPrices(pair.symbol, quote.last, quote.timeMs);
  const ticket = useSpotTicket(pair, quote, depth.book, isSignedIn, initialDirection);
  const pickPrice = (price: string) =>
    ticket.update({ price, kind: ticket.values.kind === 'market' ? 'limit' : ticket.values.kind });
  return (
    <>
      <SpotPairBar pair={pair} quote={quote} onChoose={onChoose} />
      <TicketWithBook
        ticket={<SpotTicketForm pair={pair} quote={quote} ticket={ticket} isSignedIn={isSignedIn} />}
        book={
          <>
            <SpotOrderBook
              pair={pair}
              quote={quote}
              depth={depth}
              levels={isDesktop ? 12 : 7}
              onPickPrice={pickPrice}
            />
            {isWide ? null : (
              <RecentPrices prices={recent} priceAccuracy={pair.priceAccuracy} limit={isDesktop ? 12 : 6} />
            )}
          </>
        }
        aside={isWide ? <RecentPrices prices={recent} priceAccuracy={pair.priceAccuracy} limit={24} /> : null}
      />
      <SpotOrdersPanel isSignedIn={isSignedIn} symbol={pair.symbol} />
    </>
  );
}
