import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-state';
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
    <Dialog.Root open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col gap-3 rounded-t-2xl bg-surface-raised p-4 shadow-xl sm:top-[10dvh] sm:bottom-auto sm:mx-auto sm:w-[28rem] sm:rounded-2xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{t('chart.chooseInstrument')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('common.cancel')}
              className="rounded-lg p-2 text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-brand"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('chart.searchInstruments')}</Dialog.Description>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
