import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetDialog } from '@/components/ui/sheet-dialog';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { SearchField } from '@/components/ui/search-field';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useInstruments } from '../api/list-market-page';
import { CHART_INSTRUMENT_TYPES } from '../hooks/chart-search';
import type { ChartInstrumentType } from '../hooks/chart-search';
import { quoteOfRow } from '../hooks/market-quote';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { InstrumentRow } from './instrument-row';

const TYPE_LABEL_KEYS = {
  1: 'chart.types.coin',
  2: 'chart.types.contract',
  3: 'chart.types.stock',
  5: 'chart.types.fastContract',
} as const satisfies Record<ChartInstrumentType, string>;

interface InstrumentSwitcherProps {
  onClose: () => void;
  type: ChartInstrumentType;
  symbol: string;
  onChoose: (type: ChartInstrumentType, symbol: string) => void;
}

/**
 * A sheet to open another instrument's chart: pick a type, search the market list (debounced), choose a row.
 * Mounted only while open, so each opening starts from the chart's own type and an empty search.
 */
export function InstrumentSwitcher({ onClose, type, symbol, onChoose }: InstrumentSwitcherProps) {
  const { t } = useTranslation();
  const [chosenType, setChosenType] = useState<ChartInstrumentType>(type);
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim());
  const instruments = useInstruments(chosenType, search);
  const rows = instruments.data ?? [];

  return (
    <SheetDialog
      title={t('chart.chooseInstrument')}
      description={t('chart.searchInstruments')}
      isDescriptionHidden
      layout="list"
      onClose={onClose}
    >
      <SegmentedControl
        label={t('chart.types.label')}
        value={String(chosenType)}
        onChange={(value) => setChosenType(Number(value) as ChartInstrumentType)}
        options={CHART_INSTRUMENT_TYPES.map((value) => ({
          value: String(value),
          label: t(TYPE_LABEL_KEYS[value]),
        }))}
      />
      <SearchField label={t('chart.searchInstruments')} value={query} onChange={setQuery} />
      <div className="min-h-40 overflow-y-auto">
        {instruments.isPending ? <LoadingState /> : null}
        {instruments.isError ? <ErrorState onRetry={() => void instruments.refetch()} /> : null}
        {instruments.isSuccess && rows.length === 0 ? (
          <EmptyState message={search ? t('chart.noInstrumentMatch', { query: search }) : undefined} />
        ) : null}
        <ul className="flex flex-col">
          {rows.map((row) => (
            <li key={row.id} className="h-12">
              <InstrumentRow
                instrument={row}
                quote={quoteOfRow(row)}
                isCurrent={row.type === type && row.symbol === symbol}
                onChoose={() => {
                  onChoose(row.type as ChartInstrumentType, row.symbol);
                  onClose();
                }}
              />
            </li>
          ))}
        </ul>
      </div>
    </SheetDialog>
  );
}
