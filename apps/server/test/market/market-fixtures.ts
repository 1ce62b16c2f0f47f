import type { MarketListRow } from '@exchange/contracts';
import { call, type ApiResult } from '../support/api';
import type { TestApp } from '../support/test-app';

export type PageResult = { list: MarketListRow[]; total: number };

/** One page of the market list; query values as a client would send them. */
export const marketPage = (
  t: Pick<TestApp, 'app'>,
  query: Record<string, string | number | undefined> = {},
): Promise<ApiResult<PageResult>> => call<PageResult>(t.app, 'GET', 'market/list/page', { query });

/** Symbols of every listed instrument of a type, in list order. */
export const listedSymbols = async (t: Pick<TestApp, 'app'>, type: number) => {
  const result = await marketPage(t, { type, pageSize: 200 });
  if (result.code !== 0) throw new Error(`market list failed: ${JSON.stringify(result.body)}`);
  return result.data.list.map((row) => row.symbol);
};

/** The id of a listed instrument, read through the public list. */
export const instrumentId = async (t: Pick<TestApp, 'app'>, type: number, symbol: string) => {
  const result = await marketPage(t, { type, symbol, pageSize: 200 });
  const row = result.data.list.find((entry) => entry.symbol === symbol);
  if (!row) throw new Error(`${symbol} (type ${type}) is not listed`);
  return row.id;
};

/** Moves the manual clock to an absolute instant (forwards or back). */
export const setClock = (t: TestApp, isoInstant: string) => {
  t.clock.advance(Date.parse(isoInstant) - t.clock.nowMs());
};
