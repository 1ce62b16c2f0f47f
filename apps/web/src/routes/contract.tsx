import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { TicketWithBook } from '@/components/layouts/ticket-with-book';
import { ChartPanel } from '@/features/chart/components/chart-panel';
import { DepthPanel } from '@/features/chart/components/depth-panel';
import { chartSearch } from '@/features/chart/hooks/chart-search';
import { AccountSummary } from '@/features/contract/components/account-summary';
import { ContractMarketBar } from '@/features/contract/components/contract-market-bar';
import { ORDER_TICKET_PENDING_CLASS, OrderTicket } from '@/features/contract/components/order-ticket';
import { TradingPanels } from '@/features/contract/components/trading-panels';
import { ContractScreenState } from '@/features/contract/components/contract-screen-state';
import { SpecGate } from '@/features/contract/components/spec-gate';
import { useContractQuote } from '@/features/contract/hooks/use-contract-market';
import { useContractScreen } from '@/features/contract/hooks/use-contract-screen';
import type { Perpetual } from '@/features/contract/utils/contract-types';
import type { Direction } from '@exchange/domain/contract/position-math';
import { usePreferencesStore } from '@/data/preferences/preferences-store';
import { useIsDesktop } from '@/lib/media';
import { useIsSignedIn } from '@/lib/token-store';

/**
 * `/contract?symbol=BTCUSDT[&side=buy|sell]` (the explore tab): perpetual contract trading; `side` starts the
 * ticket on long (buy) or short (sell), as a chart's Buy / Sell asks. Phone: the live header, the account,
 * the order ticket beside the order book, then positions and orders. Desktop: chart, order book and ticket side by side, like /chart.
 */
export function Component() {
  const { t } = useTranslation();
  const screen = useContractScreen();
  return (
    <Page title={t('contract.title')} width="full">
      {screen.perpetual && !screen.isUnknown ? (
        <ContractWorkspace
          perpetual={screen.perpetual}
          direction={screen.direction}
          onChoose={screen.choose}
        />
      ) : (
        <ContractScreenState screen={screen} />
      )}
    </Page>
  );
}

function ContractWorkspace({
  perpetual,
  direction,
  onChoose,
}: {
  perpetual: Perpetual;
  direction: Direction | null;
  onChoose: (symbol: string) => void;
}) {
  const { t } = useTranslation();
  const isSignedIn = useIsSignedIn();
  const isDesktop = useIsDesktop();
  const timeZone = usePreferencesStore((state) => state.timeZone);
  const theme = usePreferencesStore((state) => state.theme);
  const upDownColor = usePreferencesStore((state) => state.upDownColor);
  const quote = useContractQuote(perpetual);
  const ticket = (
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
  );
  const bar = <ContractMarketBar perpetual={perpetual} quote={quote} onChoose={onChoose} />;

  if (!isDesktop)
    return (
      <>
        <div className="flex items-start justify-between gap-2">
          {bar}
          <Link
            to={{ pathname: paths.chart.path, search: chartSearch(perpetual.type, perpetual.symbol) }}
            className="shrink-0 rounded-lg px-2 py-1 text-sm font-medium text-brand hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
          >
            {t('chart.title')}
          </Link>
        </div>
        {isSignedIn ? <AccountSummary /> : null}
        <TicketWithBook ticket={ticket} book={<DepthPanel instrument={perpetual} levels={8} isCompact />} />
        <TradingPanels isSignedIn={isSignedIn} />
      </>
    );
  return (
    <>
      {bar}
      <div className="grid grid-cols-[minmax(0,1fr)_20rem] gap-4 lg:grid-cols-[minmax(0,1fr)_15rem_20rem]">
        <ChartPanel instrument={perpetual} appearance={{ timeZone, theme, upDownColor }} />
        <div className="order-last col-span-2 min-h-0 lg:order-none lg:col-span-1 lg:h-[36rem] lg:overflow-y-auto">
          <DepthPanel instrument={perpetual} levels={12} />
        </div>
        <section className="rounded-2xl bg-surface-raised p-4">{ticket}</section>
      </div>
      {isSignedIn ? <AccountSummary /> : null}
      <TradingPanels isSignedIn={isSignedIn} />
    </>
  );
}
