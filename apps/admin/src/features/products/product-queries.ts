import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { InstrumentType } from '@exchange/contracts/enums';
import { adminListInstruments } from '@exchange/contracts/http/admin/index';
import type { Operation, OperationBody, OperationResponse } from '@exchange/contracts/http/operation';
import {
  adminGetFastContractSettings,
  adminUpdateFastContractSettings,
} from '@exchange/contracts/http/fast-contract/fast-contract-settings';
import { adminListSpotFeeRates, adminUpdateSpotFeeRate } from '@exchange/contracts/http/spot/admin-fee-rates';
import { adminGetStockSettings, adminUpdateStockSettings } from '@exchange/contracts/http/stock/stock-admin';
import { callOperation } from '@/lib/api-client';
import { FIELD_ERROR_CODES } from '@/lib/server-field-error';

export type SpotFeeRate = OperationResponse<typeof adminUpdateSpotFeeRate>;
export type SpotFeeRateBody = OperationBody<typeof adminUpdateSpotFeeRate>;
export type StockSettings = OperationResponse<typeof adminGetStockSettings>;
export type StockSettingsBody = OperationBody<typeof adminUpdateStockSettings>;
export type FastSettings = OperationResponse<typeof adminGetFastContractSettings>;
export type FastSettingsBody = OperationBody<typeof adminUpdateFastContractSettings>;

const PRODUCTS_KEY = ['products'] as const;
const SPOT_FEES_KEY = [...PRODUCTS_KEY, 'spot-fees'] as const;
const STOCK_KEY = [...PRODUCTS_KEY, 'stock-settings'] as const;
const FAST_KEY = [...PRODUCTS_KEY, 'fast-contract-settings'] as const;

/** Every spot pair with its fees; the API returns the whole list unpaged, shown in the table's paged shape. */
export function useSpotFeeRates() {
  return useQuery({
    queryKey: SPOT_FEES_KEY,
    queryFn: async () => {
      const list = await callOperation(adminListSpotFeeRates);
      return { list, total: list.length };
    },
  });
}

export function useStockSettings() {
  return useQuery({ queryKey: STOCK_KEY, queryFn: () => callOperation(adminGetStockSettings) });
}

export function useFastSettings() {
  return useQuery({ queryKey: FAST_KEY, queryFn: () => callOperation(adminGetFastContractSettings) });
}

/** The listed fast-contract instruments: the ones the settings may offer (the server refuses any other). */
export function useFastInstrumentSymbols() {
  return useQuery({
    queryKey: [...PRODUCTS_KEY, 'fast-instruments'],
    queryFn: async () => {
      const list = await callOperation(adminListInstruments, {
        query: { type: InstrumentType.fastContract },
      });
      return list.filter((instrument) => instrument.isListed).map((instrument) => instrument.symbol);
    },
  });
}

/**
 * One settings write, typed by its operation. A 400 comes back quietly so the form shows it at the field the server
 * named (`data.field`); the product's reads are refreshed afterwards.
 */
function useProductWrite<O extends Operation>(operation: O, key: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OperationBody<O>) => callOperation(operation, { body, quietCodes: FIELD_ERROR_CODES }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const useUpdateSpotFeeRate = () => useProductWrite(adminUpdateSpotFeeRate, SPOT_FEES_KEY);
export const useUpdateStockSettings = () => useProductWrite(adminUpdateStockSettings, STOCK_KEY);
export const useUpdateFastSettings = () => useProductWrite(adminUpdateFastContractSettings, FAST_KEY);
