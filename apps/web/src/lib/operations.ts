import type { Operation } from '@exchange/contracts/http/operation';
import type * as Http from '@exchange/contracts/http/index';

/**
 * The HTTP operations the web app calls, by their `@exchange/contracts/http` export name. Only method and path
 * are needed at run time; the contract is imported for its TYPES, so zod and the schemas stay out of the first
 * download (the /login budget). operations.test.ts checks every entry against the contract itself.
 */
export interface OperationRef<O extends Operation> {
  method: O['method'];
  path: string;
  /** Carries the operation's type; never set. */
  readonly operation?: O;
}

/** An operation's method and path, typed by its contract (each feature's `*-operations.ts` lists its own). */
export function operationRef<O extends Operation>(method: O['method'], path: string): OperationRef<O> {
  return { method, path };
}

const ref = operationRef;

export const operations = {
  keepOnline: ref<typeof Http.keepOnline>('POST', '/system/auth/keep-online'),
  logout: ref<typeof Http.logout>('POST', '/system/auth/logout'),
  refreshToken: ref<typeof Http.refreshToken>('POST', '/system/auth/refresh-token'),
  getAppInfo: ref<typeof Http.getAppInfo>('GET', '/system/app-info/get'),
  listLanguages: ref<typeof Http.listLanguages>('GET', '/system/language/list'),
  getTranslation: ref<typeof Http.getTranslation>('GET', '/system/translation/get'),
  listMarketPage: ref<typeof Http.listMarketPage>('GET', '/market/list/page'),
  getFeedStatus: ref<typeof Http.getFeedStatus>('GET', '/market/feed/status'),
  getDepth: ref<typeof Http.getDepth>('GET', '/market/depth'),
  // Wallet balances (src/data/assets)
  getFundsOverview: ref<typeof Http.getFundsOverview>('GET', '/wallet/fund'),
  getWalletByCoin: ref<typeof Http.getWalletByCoin>('GET', '/wallet/get-by-coin'),
  // A chat about an item (components/ui/open-chat-button.tsx): a C2C order, a deposit
  openChatGroup: ref<typeof Http.openChatGroup>('POST', '/im/group/open'),
};
