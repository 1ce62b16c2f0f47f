import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCreateAiProduct,
  adminListAiProducts,
  adminSetAiProductStatus,
  adminUpdateAiProduct,
  type AdminAiProduct,
  type AiProductInput,
} from '@exchange/contracts/http/ai/ai-admin';
import { callOperation } from '@/lib/api-client';
import { FIELD_ERROR_CODES } from '@/lib/server-field-error';

export type { AdminAiProduct, AiProductInput };

const AI_PRODUCTS_KEY = ['products', 'ai-products'] as const;

/** Every AI product (a handful), shown in the table's paged shape. */
export function useAiProducts() {
  return useQuery({
    queryKey: AI_PRODUCTS_KEY,
    queryFn: async () => {
      const list = await callOperation(adminListAiProducts);
      return { list, total: list.length };
    },
  });
}

/** A create or an update (the path carries the id); a 400 comes back quietly to show at its field. */
export function useSaveAiProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AiProductInput }) =>
      id === null
        ? callOperation(adminCreateAiProduct, { body, quietCodes: FIELD_ERROR_CODES })
        : callOperation(
            { ...adminUpdateAiProduct, path: adminUpdateAiProduct.path.replace(':id', String(id)) },
            { body, quietCodes: FIELD_ERROR_CODES },
          ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: AI_PRODUCTS_KEY }),
  });
}

/** Pause (0) or resume (1). */
export function useSetAiProductStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 0 | 1 }) =>
      callOperation(
        { ...adminSetAiProductStatus, path: adminSetAiProductStatus.path.replace(':id', String(id)) },
        { body: { status } },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: AI_PRODUCTS_KEY }),
  });
}
