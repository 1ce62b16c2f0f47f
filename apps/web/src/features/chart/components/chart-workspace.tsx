import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { useIsDesktop } from '@/lib/media';
import { useInstrument } from '@/data/instruments/get-instrument';
import { quoteTopic } from '@/data/quotes/live-quote';
import { useFollowedQuotes } from '@/data/quotes/use-live-quotes';
import type { Instrument } from '../api/list-market-page';
import type { ChartInstrumentType } from '../hooks/chart-search';
import { quoteOfRow } from '../hooks/market-quote';
import { ChartHeader } from './chart-header';
import { ChartPanel } from './chart-panel';
import type { ChartAppearance } from './chart-panel';
import { DepthPanel } from './depth-panel';
import { InstrumentSwitcher } from './instrument-switcher';
import { MarketPane } from './market-pane';
import { TradeBar } from './trade-bar';
import type { TicketTarget } from './trade-bar';

interface ChartWorkspaceProps {
  type: ChartInstrumentType;
  symbol: string;
  appearance: ChartAppearance;
  onChoose: (type: ChartInstrumentType, symbol: string) => void;
  /** Where Buy and Sell lead (the route knows the ticket's address). */
  ticketTarget: TicketTarget;
}

/**
 * The chart screen's content. Phone (< 640 px): header, then "Chart" / "Depth" tabs, and Buy / Sell at the bottom
 * of the screen. Desktop: the trading layout, with the market pane at the start, the chart with Buy / Sell under it
 * in the middle and the order book at the end (below the chart until the window is wide enough for three columns).
 */
export function ChartWorkspace({ type, symbol, appearance, onChoose, ticketTarget }: ChartWorkspaceProps) {
  const { t } = useTranslation();
  const instrument = useInstrument(type, symbol);
  if (instrument.isPending) return <LoadingState />;
  if (instrument.isError) return <ErrorState onRetry={() => void instrument.refetch()} />;
  if (!instrument.data) return <EmptyState message={t('chart.notListed', { symbol })} />;
  return (
    <InstrumentWorkspace
      instrument={instrument.data}
      appearance={appearance}
      onChoose={onChoose}
      ticketTarget={ticketTarget}
    />
  );
}

function InstrumentWorkspace({
  instrument,
  appearance,
  onChoose,
  ticketTarget,
}: Omit<ChartWorkspaceProps, 'type' | 'symbol'> & { instrument: Instrument }) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const [isSwitching, setIsSwitching] = useState(false);
  const type = instrument.type as ChartInstrumentType;
  const live = useFollowedQuotes([instrument]).get(quoteTopic(instrument.type, instrument.symbol));
  const quote = quoteOfRow(instrument, live);
  const chart = <ChartPanel instrument={instrument} appearance={appearance} />;
  const tradeBar = <TradeBar instrument={instrument} ticketTarget={ticketTarget} />;

  return (
    <>
      <ChartHeader instrument={instrument} quote={quote} onSwitch={() => setIsSwitching(true)} />
      {isDesktop ? (
        <div className="grid grid-cols-[12rem_minmax(0,1fr)] gap-4 lg:grid-cols-[14rem_minmax(0,1fr)_16rem]">
          <div className="row-span-2 flex h-[40rem] min-h-0 flex-col lg:row-span-1">
            <MarketPane type={type} symbol={instrument.symbol} onChoose={onChoose} />
          </div>
          <div className="flex min-w-0 flex-col gap-3">
            {chart}
            {tradeBar}
          </div>
          <div className="min-h-0 lg:h-[40rem] lg:overflow-y-auto">
            <DepthPanel instrument={instrument} levels={15} />
          </div>
        </div>
      ) : (
        <Tabs.Root defaultValue="chart" className="-mx-4 flex flex-col gap-2">
          <Tabs.List aria-label={t('chart.tabs.label')} className="flex gap-4 border-b border-border px-4">
            {(['chart', 'depth'] as const).map((tab) => (
              <Tabs.Trigger
                key={tab}
                value={tab}
                className="-mb-px border-b-2 border-transparent py-2 text-sm font-medium text-muted data-[state=active]:border-brand data-[state=active]:text-text focus-visible:outline-2 focus-visible:outline-brand"
              >
                {t(`chart.tabs.${tab}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {/* Kept mounted while hidden: the canvas and its loaded history survive a look at the book. */}
          <Tabs.Content value="chart" forceMount className="px-1 data-[state=inactive]:hidden">
            {chart}
          </Tabs.Content>
          <Tabs.Content value="depth" className="px-4">
            <DepthPanel instrument={instrument} levels={20} />
          </Tabs.Content>
        </Tabs.Root>
      )}
      {isDesktop ? null : tradeBar}
      {isSwitching ? (
        <InstrumentSwitcher
          type={type}
          symbol={instrument.symbol}
          onClose={() => setIsSwitching(false)}
          onChoose={onChoose}
        />
      ) : null}
    </>
  );
}
