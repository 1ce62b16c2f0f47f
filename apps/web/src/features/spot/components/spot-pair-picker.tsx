import { useTranslation } from 'react-i18next';
import { InstrumentPickerSheet } from '@/components/ui/instrument-picker-sheet';
import { pairName } from '@/lib/market-format';
import { useSpotPairs } from '../api/list-spot-pairs';

/** A sheet listing the coin pairs (market list type 1) with their last price; a search narrows it as you type. */
export function SpotPairPicker(props: {
  symbol: string;
  onChoose: (symbol: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <InstrumentPickerSheet
      {...props}
      instruments={useSpotPairs()}
      nameOf={pairName}
      labels={{
        title: t('spot.pair.choose'),
        search: t('spot.pair.search'),
        noMatch: (query) => t('spot.pair.noMatch', { query }),
        noneListed: t('spot.pair.noneListed'),
      }}
    />
  );
}
