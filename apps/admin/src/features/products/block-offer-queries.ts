import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCreateBlockOffer,
  adminListBlockOffers,
  adminUpdateBlockOffer,
} from '@exchange/contracts/http/block-trade/block-trade-admin';
import type { OperationBody, OperationResponse } from '@exchange/contracts/http/operation';
import { callOperation } from '@/lib/api-client';
import { FIELD_ERROR_CODES } from '@/lib/server-field-error';

export type AdminBlockOffer = OperationResponse<typeof adminCreateBlockOffer>;
export type BlockOfferCreateBody = OperationBody<typeof adminCreateBlockOffer>;
export type BlockOfferUpdateBody = OperationBody<typeof adminUpdateBlockOffer>;

const BLOCK_OFFERS_KEY = ['products', 'block-offers'] as const;

/** Every block offer (a handful), shown in the table's paged shape. */
export function useBlockOffers() {
  return useQuery({
    queryKey: BLOCK_OFFERS_KEY,
    queryFn: async () => {
      const { list } = await callOperation(adminListBlockOffers);
      return { list, total: list.length };
    },
  });
}

/** A create or an update; a 400 comes back quietly so the form shows it at the field the server named. */
export function useSaveBlockOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlockOfferCreateBody | BlockOfferUpdateBody) =>
      'id' in body
        ? callOperation(adminUpdateBlockOffer, { body, quietCodes: FIELD_ERROR_CODES })
        : callOperation(adminCreateBlockOffer, { body, quietCodes: FIELD_ERROR_CODES }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: BLOCK_OFFERS_KEY }),
  });
}
