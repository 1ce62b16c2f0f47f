import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { InstrumentType } from '@exchange/contracts/enums';
import { Button } from '@exchange/ui/button';
import { DetailList } from '@exchange/ui/detail-list';
import { Drawer } from '@/components/ui/drawer';
import { formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/staff-session';
import { BracketTable } from './bracket-table';
import { feeRateText, instrumentTypeLabel, tradingHoursText } from './market-labels';
import type { Instrument } from './market-queries';

/** `listing`: list or unlist; `edit`: precision (and a stock's hours); `brackets`: a perpetual's brackets and fees. */
export type InstrumentActionKind = 'listing' | 'edit' | 'brackets';

interface InstrumentDrawerProps {
  instrument: Instrument;
  onAction: (kind: InstrumentActionKind) => void;
  onClose: () => void;
}

export function InstrumentDrawer({ instrument, onAction, onClose }: InstrumentDrawerProps) {
  const { t } = useTranslation();
  const canWrite = useCan(StaffPermission.marketsWrite);
  const isStock = instrument.type === InstrumentType.stock;
  const spec = instrument.contractSpec;
  const isPerpetual = instrument.type === InstrumentType.contract;
  return (
    <Drawer
      title={t('markets.detailTitle', { symbol: instrument.symbol })}
      onClose={onClose}
      footer={
        canWrite ? (
          <>
            {instrument.isListed ? (
              <Button variant="danger" onClick={() => onAction('listing')}>
                {t('markets.unlist')}
              </Button>
            ) : (
              <Button onClick={() => onAction('listing')}>{t('markets.list')}</Button>
            )}
            <Button variant="secondary" onClick={() => onAction('edit')}>
              {t(isStock ? 'markets.editPrecisionAndHours' : 'markets.editPrecision')}
            </Button>
            {isPerpetual ? (
              <Button variant="secondary" onClick={() => onAction('brackets')}>
                {t('markets.editBrackets')}
              </Button>
            ) : null}
          </>
        ) : null
      }
    >
      <div className="flex flex-col gap-6">
        <DetailList
          items={[
            { label: t('columns.id'), value: instrument.id },
            { label: t('markets.symbol'), value: instrument.symbol },
            { label: t('markets.displayName'), value: instrument.displayName },
            { label: t('markets.type'), value: instrumentTypeLabel(instrument.type) },
            { label: t('markets.assets'), value: `${instrument.baseAsset} / ${instrument.quoteAsset}` },
            { label: t('markets.plate'), value: instrument.plate || '—' },
            { label: t('markets.priceAccuracy'), value: instrument.priceAccuracy },
            { label: t('markets.transactionAccuracy'), value: instrument.transactionAccuracy },
            ...(isStock
              ? [{ label: t('markets.tradingHours'), value: tradingHoursText(instrument.tradingHours) }]
              : []),
            {
              label: t('columns.status'),
              value: t(instrument.isListed ? 'markets.listed' : 'markets.unlisted'),
            },
            ...(spec
              ? [
                  { label: t('markets.takerFeeRate'), value: feeRateText(spec.takerFeeRate) },
                  { label: t('markets.makerFeeRate'), value: feeRateText(spec.makerFeeRate) },
                  { label: t('markets.maxLeverage'), value: `${spec.maxLeverage}×` },
                  { label: t('markets.specUpdatedAt'), value: formatDateTime(spec.updatedAt) },
                ]
              : []),
          ]}
        />
        {spec ? (
          <section aria-labelledby="brackets" className="flex flex-col gap-2">
            <h3 id="brackets" className="font-semibold">
              {t('markets.brackets')}
            </h3>
            <BracketTable brackets={spec.brackets} />
          </section>
        ) : null}
      </div>
    </Drawer>
  );
}
