import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useContractOrder } from '../api/get-contract-order';
import { useContractSpecs } from '../api/get-position-level-map';
import { useSpotPriceAccuracies } from '../api/list-spot-accuracies';
import { accuracyOf } from '../utils/accuracy';
import type { Accuracy } from '../utils/accuracy';
import { shareCardOfOrder, shareCardOfPosition } from '../utils/share-card';
import type { ShareCard } from '../utils/share-card';
import { useLivePositions } from './use-live-positions';

export type ShareSource = { kind: 'order'; id: number } | { kind: 'position'; id: number };

export type ShareCardState =
  | { state: 'loading' }
  | { state: 'error'; retry: () => void }
  | { state: 'notFound' }
  | { state: 'notClosed' }
  | { state: 'ready'; card: ShareCard; accuracy: Accuracy };

/**
 * The card for `?orderId=` (a filled close) or `?positionId=` (an open position, at its live mark). The card is
 * taken once, when first known, so the image does not redraw on every tick while it is being shared.
 */
export function useShareCard(source: ShareSource): ShareCardState {
  const order = useContractOrder(source.kind === 'order' ? source.id : null);
  const { positions, query } = useLivePositions(source.kind === 'position');
  const specs = useContractSpecs();
  const spot = useSpotPriceAccuracies();
  // The moment the page opened: the date on an open position's card.
  const [openedAtMs] = useState(() => Date.now());
  const [taken, setTaken] = useState<ShareCard | null>(null);
  // The accuracy stays live: the spot decimals may arrive after the card is taken.
  if (taken) return { state: 'ready', card: taken, accuracy: accuracyOf(specs.data, taken.symbol, spot) };
  if (specs.isPending) return { state: 'loading' };
  if (source.kind === 'order') {
    if (order.error instanceof ApiError && order.error.code === 404) return { state: 'notFound' };
    if (order.isError) return { state: 'error', retry: () => void order.refetch() };
    if (!order.data) return { state: 'loading' };
    const accuracy = accuracyOf(specs.data, order.data.symbol, spot);
    const card = shareCardOfOrder(order.data, accuracy.priceAccuracy);
    if (!card) return { state: 'notClosed' };
    setTaken(card);
    return { state: 'ready', card, accuracy };
  }
  if (query.isError) return { state: 'error', retry: () => void query.refetch() };
  if (!query.data) return { state: 'loading' };
  const position = positions.find((candidate) => candidate.id === source.id);
  if (!position) return { state: 'notFound' };
  const card = shareCardOfPosition(position, openedAtMs);
  if (!card) return { state: 'loading' };
  setTaken(card);
  return { state: 'ready', card, accuracy: accuracyOf(specs.data, position.symbol, spot) };
}
