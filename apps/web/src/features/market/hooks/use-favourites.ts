import { useCallback, useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useIsSignedIn } from '@/lib/token-store';
import { addFavourite } from '../api/add-favourite';
import { deleteFavourite } from '../api/delete-favourite';
import { useFavouritePage } from '../api/list-favourite-page';
import type { FavouriteCategory, FavouritePage } from '../api/list-favourite-page';
import type { MarketListRow } from '../api/list-market-page';
import { marketKeys } from '../api/query-keys';

/** Favourites categories share the instrument types' numbers: coin 1, contract 2, stock 3, fast contract 5. */
export const FAVOURITE_CATEGORIES: readonly FavouriteCategory[] = [1, 2, 3, 5];

export function isFavouriteCategory(type: number): type is FavouriteCategory {
  return (FAVOURITE_CATEGORIES as readonly number[]).includes(type);
}

const EMPTY_IDS: ReadonlySet<number> = new Set();

/** Ids of the signed-in user's favourites of one category (empty for a visitor). */
export function useFavouriteIds(type: number): ReadonlySet<number> {
  const isSignedIn = useIsSignedIn();
  const category: FavouriteCategory = isFavouriteCategory(type) ? type : 1;
  const { data } = useFavouritePage(category, isSignedIn && isFavouriteCategory(type));
  return useMemo(() => (data ? new Set(data.list.map((row) => row.id)) : EMPTY_IDS), [data]);
}

interface ToggleInput {
  row: MarketListRow;
  isFavourite: boolean;
}

const FAVOURITE_MUTATION_KEY = ['market', 'favourite-toggle'] as const;

function toggledPage(page: FavouritePage | undefined, { row, isFavourite }: ToggleInput) {
  if (!page) return page;
  if (isFavourite) return { list: page.list.filter((entry) => entry.id !== row.id), total: page.total - 1 };
  if (page.list.some((entry) => entry.id === row.id)) return page;
  return { list: [row, ...page.list], total: page.total + 1 };
}

/**
 * The star: adds or removes a favourite at once (optimistic; undone if the server refuses), and sends a visitor to
 * /login, returning here afterwards.
 */
export function useToggleFavourite(): (row: MarketListRow, isFavourite: boolean) => void {
  const isSignedIn = useIsSignedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationKey: FAVOURITE_MUTATION_KEY,
    mutationFn: ({ row, isFavourite }: ToggleInput) => {
      const body = { category: row.type as FavouriteCategory, instrumentId: row.id };
      return isFavourite ? deleteFavourite(body) : addFavourite(body);
    },
    onMutate: async (input) => {
      const queryKey = marketKeys.favouritePage(input.row.type);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<FavouritePage>(queryKey);
      queryClient.setQueryData<FavouritePage>(queryKey, (page) => toggledPage(page, input));
      return { queryKey, previous };
    },
    onError: (_error, _input, context) => {
      if (context) queryClient.setQueryData(context.queryKey, context.previous);
    },
    onSettled: (_data, _error, input) => {
      // While other stars are still on their way, a refetch would briefly undo their optimistic state.
      if (queryClient.isMutating({ mutationKey: FAVOURITE_MUTATION_KEY }) > 1) return;
      void queryClient.invalidateQueries({ queryKey: marketKeys.favouritePage(input.row.type) });
    },
  });
  const from = `${location.pathname}${location.search}`;
  return useCallback(
    (row: MarketListRow, isFavourite: boolean) => {
      if (!isSignedIn) {
        void navigate(paths.login.path, { state: { from } });
        return;
      }
      if (isFavouriteCategory(row.type)) mutate({ row, isFavourite });
    },
    [isSignedIn, navigate, from, mutate],
  );
}
