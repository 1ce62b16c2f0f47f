import { WALLET_PAGE_SIZE } from './query-keys';

/** The page after the last one loaded, or undefined once every row of `total` is there. */
export function nextPageNo(lastPage: { list: readonly unknown[]; total: number }, pages: readonly unknown[]) {
  return lastPage.list.length > 0 && pages.length * WALLET_PAGE_SIZE < lastPage.total
    ? pages.length + 1
    : undefined;
}
