import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { InstrumentType } from '@exchange/contracts/enums';
import { instrumentListQuery, selectInstrumentRows } from '@/data/instruments/list-instruments';
import { useFastSettingsStore } from '../stores/fast-settings-store';

/** The listed fast-contract instruments (market list type 5): the picker, the default and the header. */
export function useFastInstruments() {
  return useQuery({
    ...instrumentListQuery({ type: InstrumentType.fastContract }),
    select: selectInstrumentRows,
  });
}

/**
 * The instrument the buy screen shows: `requested` (the address), else the device's last choice, else the first
 * listed (spec §4). `isUnknown` when `requested` is not listed. The one shown is remembered for next time.
 */
export function useChosenFastInstrument(requested: string | null) {
  const instruments = useFastInstruments();
  const stored = useFastSettingsStore((state) => state.symbol);
  const setStored = useFastSettingsStore((state) => state.setSymbol);
  const list = instruments.data ?? [];
  const byAddress = requested === null ? undefined : list.find((row) => row.symbol === requested);
  const instrument =
    byAddress ??
    (requested === null ? (list.find((row) => row.symbol === stored) ?? list[0]) : undefined) ??
    null;
  const shown = instrument?.symbol ?? null;
  useEffect(() => {
    if (shown) setStored(shown);
  }, [shown, setStored]);
  return { instruments, instrument, isUnknown: instruments.isSuccess && requested !== null && !byAddress };
}
