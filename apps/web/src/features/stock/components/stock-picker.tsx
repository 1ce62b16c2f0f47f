import { useTranslation } from 'react-i18next';
import { InstrumentPickerSheet } from '@/components/ui/instrument-picker-sheet';
import { useStocks } from '../hooks/use-stocks';

/** A sheet listing the stocks with their last price and change; a search narrows it by ticker or name. */
export function StockPicker(props: {
  symbol: string;
  onChoose: (symbol: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <InstrumentPickerSheet
      {...props}
      instruments={useStocks()}
      isCoin={false}
      labels={{
        title: t('stockTrade.choose'),
        search: t('stockTrade.search'),
        noMatch: (query) => t('stockTrade.noMatch', { query }),
        noneListed: t('stockTrade.noneListed'),
      }}
    />
  );
}
