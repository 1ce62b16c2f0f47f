import { Tabs } from 'radix-ui';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/layouts/page';
import { TicketWithBook } from '@/components/layouts/ticket-with-book';
import { LoadingState } from '@exchange/ui/query-state';
import { DepthPanel } from '@/features/chart/components/depth-panel';
import { ContractMarketBar } from '@/features/contract/components/contract-market-bar';
import { ContractScreenState } from '@/features/contract/components/contract-screen-state';
import { ORDER_TICKET_PENDING_CLASS, OrderTicket } from '@/features/contract/components/order-ticket';
import { SpecGate } from '@/features/contract/components/spec-gate';
import { TradingPanels } from '@/features/contract/components/trading-panels';
import { useChosenPerpetual, useContractQuote } from '@/features/contract/hooks/use-contract-market';
import type { Perpetual } from '@/features/contract/utils/contract-types';
import type { Direction } from '@exchange/domain/contract/position-math';
import { requestedDirection } from '@/features/contract/utils/ticket-side';
import { SpotWorkspace } from '@/features/spot/components/spot-workspace';
import { SpotDirection } from '@/features/spot/utils/spot-enums';
import { useIsDesktop } from '@/lib/media';
import { useIsSignedIn } from '@/lib/token-store';

/** The products the trade tab switches between, in the address as `?kind=` (spot when absent). */
const KINDS = ['spot', 'contract', 'stock', 'fast'] as const;
type TradeKind = (typeof KINDS)[number];
const KIND_LABELS = {
  spot: 'spot.products.spot',
  contract: 'spot.products.contract',
  stock: 'spot.products.stock',
  fast: 'spot.products.fast',
} as const;

// Stocks and fast contracts come in their own chunks: most visits of the trade tab never open them.
const StockWorkspace = lazy(() =>
  import('@/features/stock/components/stock-workspace').then((module) => ({
    default: module.StockWorkspace,
  })),
);
const FastContractWorkspace = lazy(() =>
  import('@/features/fast-contract/components/fast-contract-workspace').then((module) => ({
    default: module.FastContractWorkspace,
  })),
);

const SYMBOL_PATTERN = /^[A-Z0-9.]{1,20}$/;

function kindOf(search: URLSearchParams): TradeKind {
  const kind = search.get('kind');
  return KINDS.find((candidate) => candidate === kind) ?? 'spot';
}

/** `?symbol=BTCUSDT`, upper-cased; null when absent or not a symbol. */
function symbolOf(search: URLSearchParams): string | null {
  const symbol = (search.get('symbol') ?? '').trim().toUpperCase();
  return SYMBOL_PATTERN.test(symbol) ? symbol : null;
}

/** `?side=buy|sell` as a spot direction (a chart's Buy / Sell); null otherwise. */
function spotSideOf(search: URLSearchParams): SpotDirection | null {
  const side = (search.get('side') ?? '').trim().toLowerCase();
  if (side === 'buy') return SpotDirection.buy;
  return side === 'sell' ? SpotDirection.sell : null;
}

const triggerClasses =
  '-mb-px shrink-0 border-b-2 border-transparent px-1 py-2 text-sm font-semibold whitespace-nowrap text-muted data-[state=active]:border-brand data-[state=active]:text-text focus-visible:outline-2 focus-visible:outline-brand';

/**
 * `/transaction?kind=spot|contract|stock|fast&symbol=…` (the trade tab): one trade workspace with a product switch at
 * the top, kept in the address so back and links return to it. Spot is the default; contract is the perpetual
 * ticket; stocks and fast contracts are their features' workspaces. Choosing a product pushes an entry; choosing a
 * symbol within one replaces it.
 */
export function Component() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const kind = kindOf(search);
  const symbol = symbolOf(search);
  const choose = (next: string) => setSearch({ kind, symbol: next }, { replace: true });
  let content;
  if (kind === 'spot')
    content = <SpotWorkspace symbol={symbol} onChoose={choose} initialDirection={spotSideOf(search)} />;
  else if (kind === 'contract')
    content = <ContractTrade requested={symbol} search={search} onChoose={choose} />;
  else
    content = (
      <Suspense fallback={<LoadingState />}>
        {kind === 'stock' ? (
          <StockWorkspace symbol={symbol} onChoose={choose} />
        ) : (
          <FastContractWorkspace symbol={symbol} onChoose={choose} />
        )}
      </Suspense>
    );
  return (
    <Page title={t('spot.products.title')} width="wide">
      <Tabs.Root
        value={kind}
        onValueChange={(value) => setSearch({ kind: value })}
        className="flex flex-col gap-4"
      >
        <Tabs.List
          aria-label={t('spot.products.label')}
          className="flex gap-5 overflow-x-auto border-b border-border"
        >
          {KINDS.map((value) => (
            <Tabs.Trigger key={value} value={value} className={triggerClasses}>
              {t(KIND_LABELS[value])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={kind} className="flex flex-col gap-4 focus-visible:outline-none">
          {content}
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}

/** The perpetual ticket (today's contract workspace): the one in the address, the device's last, or the first. */
function ContractTrade({
  requested,
  search,
  onChoose,
}: {
  requested: string | null;
  search: URLSearchParams;
  onChoose: (symbol: string) => void;
}) {
  const chosen = useChosenPerpetual(requested);
  const direction = requestedDirection(search);
  if (chosen.perpetual && !chosen.isUnknown)
    return <ContractWorkspace perpetual={chosen.perpetual} direction={direction} onChoose={onChoose} />;
  return <ContractScreenState screen={{ ...chosen, requested, direction, choose: onChoose }} />;
}

/** The contract ticket beside the perpetual's order book (side by side on a phone too), positions and orders below. */
function ContractWorkspace({
  perpetual,
  direction,
  onChoose,
}: {
  perpetual: Perpetual;
  /** The side the address asks the ticket to start on (`&side=buy|sell`); long when null. */
  direction: Direction | null;
  onChoose: (symbol: string) => void;
}) {
  const isSignedIn = useIsSignedIn();
  const isDesktop = useIsDesktop();
  const quote = useContractQuote(perpetual);
  return (
    <>
      <ContractMarketBar perpetual={perpetual} quote={quote} onChoose={onChoose} />
      <TicketWithBook
        ticket={
          <SpecGate symbol={perpetual.symbol} pendingClassName={ORDER_TICKET_PENDING_CLASS}>
            {(spec) => (
              <OrderTicket
                key={`${spec.symbol}:${direction ?? ''}`}
                spec={spec}
                quote={quote}
                isSignedIn={isSignedIn}
                initialDirection={direction ?? undefined}
              />
            )}
          </SpecGate>
        }
        book={<DepthPanel instrument={perpetual} levels={isDesktop ? 12 : 8} isCompact />}
      />
      <TradingPanels isSignedIn={isSignedIn} symbol={perpetual.symbol} />
    </>
  );
}
