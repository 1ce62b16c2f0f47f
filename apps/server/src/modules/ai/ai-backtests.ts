import type { AiBacktest, AiTerms } from '@exchange/contracts';
import { runBacktest } from '@exchange/domain';
import type { AppContext } from '../../platform/context';
import { findListedInstrument, marketRuntimeOf } from '../market/index';

/** The history a backtest runs over: hourly candles of the last 30 days. */
export const BACKTEST_INTERVAL = '60';
export const BACKTEST_CANDLES = 720;
/** A product's backtest is recomputed at most this often (and on every edit: the key has the version). */
const BACKTEST_CACHE_MS = 10 * 60_000;

const cache = new WeakMap<AppContext, Map<string, { atMs: number; backtest: AiBacktest }>>();

const emptyBacktest = (amount: string): AiBacktest => ({
  fromMs: null,
  toMs: null,
  interval: BACKTEST_INTERVAL,
  candleCount: 0,
  childOrderCount: 0,
  startValue: amount,
  endValue: amount,
  returnRate: '0',
});

/**
 * The backtest a product's config shows: the same pure strategy the engine runs (packages/domain/src/ai), over the
 * pair's kline history from the market module (closed candles only), for the product's minimum amount, with the
 * spot taker fee and the management fee. Labelled past performance where shown; the period is in fromMs/toMs.
 */
export const backtestOf = async (
  context: AppContext,
  product: { id: number; version: number; minAmount: string; terms: AiTerms },
  takerFeeRate: string,
): Promise<AiBacktest> => {
  const key = `${product.id}:${product.version}:${takerFeeRate}`;
  const nowMs = context.clock.nowMs();
  const byContext = cache.get(context) ?? new Map<string, { atMs: number; backtest: AiBacktest }>();
  cache.set(context, byContext);
  const cached = byContext.get(key);
  if (cached && nowMs - cached.atMs < BACKTEST_CACHE_MS) return cached.backtest;
  const runtime = marketRuntimeOf(context);
  const pair = findListedInstrument(context, 1, product.terms.symbol);
  if (!runtime || !pair) return emptyBacktest(product.minAmount);
  const items = await runtime.klines.list(pair, BACKTEST_INTERVAL, BACKTEST_CANDLES + 1, undefined, nowMs);
  // The last candle is the open one: only closed history counts.
  const candles = items.slice(0, -1).map((item) => ({ t: item.t, c: item.c }));
  const result = runBacktest({
    kind: product.terms.kind,
    grid: product.terms.grid ?? undefined,
    dca: product.terms.dca ?? undefined,
    amount: product.minAmount,
    feeRate: takerFeeRate,
    managementFeeRate: product.terms.managementFeeRate,
    quantityDecimals: pair.transactionAccuracy,
    candles,
  });
  const backtest = { ...result, interval: BACKTEST_INTERVAL };
  byContext.set(key, { atMs: nowMs, backtest });
  return backtest;
};
