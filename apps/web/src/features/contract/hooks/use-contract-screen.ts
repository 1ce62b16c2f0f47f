import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useContractSettingsStore } from '../stores/contract-settings-store';
import { requestedDirection } from '../utils/ticket-side';
import { useChosenPerpetual } from './use-contract-market';

const SYMBOL_PATTERN = /^[A-Z0-9]{2,20}$/;

/** `?symbol=BTCUSDT`, upper-cased; null when absent or not a symbol. */
export function requestedSymbol(search: URLSearchParams): string | null {
  const symbol = (search.get('symbol') ?? '').trim().toUpperCase();
  return SYMBOL_PATTERN.test(symbol) ? symbol : null;
}

/**
 * The perpetual a contract screen (/contract, /transaction) shows: from the address, the device's last choice or
 * the first listed. The one shown is remembered; choosing another puts it in the address. `direction`: the side the
 * address asks the ticket to start on (`&side=buy|sell`, from a chart's Buy / Sell), null for the default.
 */
export function useContractScreen() {
  const [search, setSearch] = useSearchParams();
  const requested = requestedSymbol(search);
  const chosen = useChosenPerpetual(requested);
  const setStoredSymbol = useContractSettingsStore((state) => state.setSymbol);
  const shownSymbol = chosen.isUnknown ? null : (chosen.perpetual?.symbol ?? null);
  useEffect(() => {
    if (shownSymbol) setStoredSymbol(shownSymbol);
  }, [shownSymbol, setStoredSymbol]);
  const choose = (symbol: string) => setSearch({ symbol }, { replace: true });
  return { ...chosen, requested, direction: requestedDirection(search), choose };
}

export type ContractScreen = ReturnType<typeof useContractScreen>;
