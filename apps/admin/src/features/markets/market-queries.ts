import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminGetPriceSources,
  adminListInstruments,
  adminSetInstrumentListed,
  adminUpdateContractSpec,
  adminUpdateInstrument,
} from '@exchange/contracts/http/admin/index';
import type { AdminInstrument } from '@exchange/contracts/http/admin/index';
import type { OperationBody, OperationResponse } from '@exchange/contracts/http/operation';
import { callOperation } from '@/lib/api-client';
import { FIELD_ERROR_CODES } from '@/lib/server-field-error';

export type Instrument = AdminInstrument;
export type InstrumentTypeFilter = 1 | 2 | 3 | 5;
export type UpdateInstrumentBody = OperationBody<typeof adminUpdateInstrument>;
export type UpdateContractSpecBody = OperationBody<typeof adminUpdateContractSpec>;
export type PriceSources = OperationResponse<typeof adminGetPriceSources>;
export type PriceSourceRow = PriceSources['instruments'][number];

const MARKETS_KEY = ['markets'] as const;
/** The feed's health is watched live: a stale source must show within a few seconds. */
export const PRICE_SOURCES_REFETCH_MS = 5_000;

/** Every instrument of one type (or all), listed or not; the API returns the whole list unpaged. */
export function useInstruments(type: InstrumentTypeFilter | undefined) {
  return useQuery({
    queryKey: [...MARKETS_KEY, 'instruments', type ?? 'all'],
    queryFn: async () => {
      const list = await callOperation(adminListInstruments, { query: { type } });
      return { list, total: list.length };
    },
    placeholderData: (previous) => previous,
  });
}

const priceSourcesQuery = {
  queryKey: [...MARKETS_KEY, 'price-sources'],
  queryFn: () => callOperation(adminGetPriceSources),
  refetchInterval: PRICE_SOURCES_REFETCH_MS,
};

export function usePriceSources() {
  return useQuery(priceSourcesQuery);
}

/** The same poll, as the table's rows. */
export function usePriceSourceRows() {
  return useQuery({
    ...priceSourcesQuery,
    select: (sources: PriceSources) => ({ list: sources.instruments, total: sources.instruments.length }),
  });
}

function useMarketsMutation<Body>(send: (body: Body) => Promise<Instrument>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MARKETS_KEY }),
  });
}

export function useSetListed() {
  return useMarketsMutation((body: { id: number; isListed: boolean }) =>
    callOperation(adminSetInstrumentListed, { body }),
  );
}

/** The editors show a refused field next to its input, so a 400 comes back quietly. */
export function useUpdateInstrument() {
  return useMarketsMutation((body: UpdateInstrumentBody) =>
    callOperation(adminUpdateInstrument, { body, quietCodes: FIELD_ERROR_CODES }),
  );
}

export function useUpdateContractSpec() {
  return useMarketsMutation((body: UpdateContractSpecBody) =>
    callOperation(adminUpdateContractSpec, { body, quietCodes: FIELD_ERROR_CODES }),
  );
}
