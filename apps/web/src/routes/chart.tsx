import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { InstrumentType } from '@exchange/contracts/enums';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { useInstruments } from '@/features/chart/api/list-market-page';
import { ChartWorkspace } from '@/features/chart/components/chart-workspace';
import { chartSearch, parseChartSearch } from '@/features/chart/hooks/chart-search';
import type { ChartInstrumentType } from '@/features/chart/hooks/chart-search';
import type { TicketTarget } from '@/features/chart/components/trade-bar';
import { ticketSearch } from '@/features/contract/utils/ticket-side';
import { usePreferencesStore } from '@/data/preferences/preferences-store';

/**
 * Buy / Sell under the chart open the instrument's own ticket with that side chosen: a coin's spot ticket, a
 * perpetual's contract ticket, a stock's ticket, a fast contract's buy screen (the trade tab's products).
 */
const instrumentTicket: TicketTarget = ({ type, symbol }, side) => {
  if (type === InstrumentType.contract)
    return { pathname: paths.contract.path, search: ticketSearch(symbol, side) };
  if (type === InstrumentType.stock)
    return { pathname: paths.stock.path, search: `?${new URLSearchParams({ symbol }).toString()}` };
  const kind = type === InstrumentType.fastContract ? 'fast' : 'spot';
  return {
    pathname: paths.transaction.path,
    search: `?${new URLSearchParams({ kind, symbol, side }).toString()}`,
  };
};

/**
 * `/chart?symbol=BTCUSDT&type=1`: one instrument's candles, quote and order book. Without a symbol it opens the
 * first instrument of the market list of that type. The chart follows the user's time zone, theme and up/down
 * colour preferences; its Buy / Sell open the instrument's own ticket.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { type, symbol } = parseChartSearch(search);
  const timeZone = usePreferencesStore((state) => state.timeZone);
  const theme = usePreferencesStore((state) => state.theme);
  const upDownColor = usePreferencesStore((state) => state.upDownColor);
  const open = (nextType: ChartInstrumentType, nextSymbol: string) =>
    void navigate(
      { pathname: paths.chart.path, search: chartSearch(nextType, nextSymbol) },
      { replace: true },
    );

  const defaults = useInstruments(type, '', symbol === null);
  const first = symbol === null ? defaults.data?.[0] : undefined;
  useEffect(() => {
    if (first) void navigate({ search: chartSearch(first.type, first.symbol) }, { replace: true });
  }, [first, navigate]);

  let content;
  if (symbol !== null)
    content = (
      <ChartWorkspace
        type={type}
        symbol={symbol}
        appearance={{ timeZone, theme, upDownColor }}
        onChoose={open}
        ticketTarget={instrumentTicket}
      />
    );
  else if (defaults.isError) content = <ErrorState onRetry={() => void defaults.refetch()} />;
  else if (defaults.isSuccess && defaults.data.length === 0) content = <EmptyState />;
  else content = <LoadingState />;

  return (
    <Page title={t('chart.title')} width="full">
      {content}
    </Page>
  );
}
