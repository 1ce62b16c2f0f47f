import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { KLINE_PAGE_SIZE, klinesQueryOptions, useKlines } from '../api/get-klines';
import { seriesKey } from '../api/query-keys';
import type { KlineParams } from '../api/query-keys';
import { isRowOfSeries, toBar, toBars } from './kline-bars';
import { KlineFeed } from './kline-feed';
import type { FeedSeries } from './kline-feed';
import { useSocketTopics } from './use-socket-topics';

/**
 * The candles of one series for the chart: the newest page over HTTP (staleTime 5 s), older pages on demand, and
 * the open candle live from the `<type>:<SYMBOL>:kline:<interval>` topic (resubscribed when the series changes).
 */
export function useKlineFeed(params: KlineParams | null) {
  const queryClient = useQueryClient();
  const [feed] = useState(
    () =>
      new KlineFeed<KlineParams>(async (seriesParams, endTime) => {
        const items = await queryClient.fetchQuery(klinesQueryOptions(seriesParams, endTime));
        return { bars: toBars(items), hasOlder: items.length >= KLINE_PAGE_SIZE };
      }),
  );
  const history = useKlines(params);
  const key = params ? seriesKey(params) : null;

  useSocketTopics('KLINE', params ? [{ kind: 'kline', ...params }] : [], (row) => {
    if (params && isRowOfSeries(row, params)) feed.pushLive(seriesKey(params), toBar(row));
  });

  const { data } = history;
  const series = useMemo<FeedSeries<KlineParams> | null>(() => {
    if (!data || !params || key === null) return null;
    return { key, params, bars: toBars(data), hasOlder: data.length >= KLINE_PAGE_SIZE };
    // `params` is identified by `key`; a new object with the same parts is the same series.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, key]);

  return { feed, series, history };
}
