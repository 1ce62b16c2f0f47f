import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InstrumentType } from '@exchange/contracts/enums';
import { Badge } from '@exchange/ui/badge';
import { CoinIcon } from '@exchange/ui/coin-icon';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@exchange/ui/select-field';
import { BracketEditor } from './bracket-editor';
import { InstrumentDrawer } from './instrument-drawer';
import type { InstrumentActionKind } from './instrument-drawer';
import { InstrumentEditor } from './instrument-editor';
import { ListingDialog } from './listing-dialog';
import { instrumentTypeLabel, instrumentTypeOptions, tradingHoursText } from './market-labels';
import { useInstruments } from './market-queries';
import type { Instrument, InstrumentTypeFilter } from './market-queries';
import { PriceSourcesPanel } from './price-sources-panel';

/**
 * Markets: the instrument catalogue (listing, precision, a stock's hours, a perpetual's brackets and fees) and the
 * price sources' health. DESIGN.md §1: nothing here sets a price, a candle or an outcome.
 */
export function MarketsScreen() {
  const { t } = useTranslation();
  const [type, setType] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const [action, setAction] = useState<InstrumentActionKind | null>(null);
  const instruments = useInstruments(type === '' ? undefined : (Number(type) as InstrumentTypeFilter));
  const open = instruments.data?.list.find((instrument) => instrument.id === openId) ?? null;
  const columns: Column<Instrument>[] = [
    {
      key: 'symbol',
      header: t('markets.symbol'),
      cell: (row) => {
        const isStock = row.type === InstrumentType.stock;
        return (
          <span className="inline-flex items-center gap-2">
            <CoinIcon symbol={isStock ? row.symbol : row.baseAsset} isCoin={!isStock} size={20} />
            {row.symbol}
          </span>
        );
      },
    },
    { key: 'name', header: t('markets.displayName'), cell: (row) => row.displayName },
    { key: 'type', header: t('markets.type'), cell: (row) => instrumentTypeLabel(row.type) },
    { key: 'price', header: t('markets.priceAccuracy'), cell: (row) => row.priceAccuracy, isNumeric: true },
    {
      key: 'quantity',
      header: t('markets.transactionAccuracy'),
      cell: (row) => row.transactionAccuracy,
      isNumeric: true,
    },
    { key: 'hours', header: t('markets.tradingHours'), cell: (row) => tradingHoursText(row.tradingHours) },
    {
      key: 'listed',
      header: t('columns.status'),
      cell: (row) =>
        row.isListed ? (
          <Badge tone="success">{t('markets.listed')}</Badge>
        ) : (
          <Badge>{t('markets.unlisted')}</Badge>
        ),
    },
  ];
  const closeAction = () => setAction(null);
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="instruments" className="flex flex-col">
        <PageHeader title={t('nav.markets')}>
          <SelectField
            label={t('markets.type')}
            options={instrumentTypeOptions()}
            value={type}
            onChange={(event) => setType(event.target.value)}
          />
        </PageHeader>
        <h2 id="instruments" className="sr-only">
          {t('markets.instruments')}
        </h2>
        <DataTable
          caption={t('markets.instruments')}
          columns={columns}
          query={instruments}
          rowKey={(row) => row.id}
          rowLabel={(row) => row.symbol}
          onOpen={(row) => setOpenId(row.id)}
        />
      </section>
      <PriceSourcesPanel />
      {open ? (
        <InstrumentDrawer instrument={open} onAction={setAction} onClose={() => setOpenId(null)} />
      ) : null}
      {open && action === 'listing' ? <ListingDialog instrument={open} onClose={closeAction} /> : null}
      {open && action === 'edit' ? <InstrumentEditor instrument={open} onClose={closeAction} /> : null}
      {open && action === 'brackets' ? <BracketEditor instrument={open} onClose={closeAction} /> : null}
    </div>
  );
}
