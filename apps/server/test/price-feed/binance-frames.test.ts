import { describe, expect, it } from 'vitest';
import { parseFrame, streamNamesFor } from '../../src/engines/price-feed/binance-frames';

const T0 = Date.UTC(2026, 0, 1);
const SYMBOLS = new Map([
  ['btcusdt', 'BTCUSDT'],
  ['ethusdt', 'ETHUSDT'],
]);
const parse = (frame: unknown) => parseFrame(JSON.stringify(frame), SYMBOLS, T0 + 5);

const ticker = (data: Record<string, unknown> = {}) => ({
  stream: 'btcusdt@ticker',
  data: {
    e: '24hrTicker',
    E: T0,
    s: 'BTCUSDT',
    c: '97234.56000000',
    o: '96120.01000000',
    h: '97888.00000000',
    l: '95800.10000000',
    v: '18234.12345000',
    ...data,
  },
});
const kline = (openTime: number) => ({
  stream: 'btcusdt@kline_1m',
  data: {
    e: 'kline',
    E: T0,
    s: 'BTCUSDT',
    k: { t: openTime, o: '1.0', h: '1.0', l: '1.0', c: '1.0', v: '0', x: true },
  },
});
const depthLevels = (count: number) =>
  Array.from({ length: count }, (_, index) => [`${100 - index}.5`, '0.10']);

describe('parseFrame', () => {
  it('lists four streams per symbol, lower-cased', () => {
    expect(streamNamesFor(['BTCUSDT'])).toEqual([
      'btcusdt@ticker',
      'btcusdt@depth20@100ms',
      'btcusdt@kline_1m',
      'btcusdt@markPrice@1s',
    ]);
  });

  it('reads a futures ticker (no best bid/ask) with null bid and ask', () => {
    const result = parse(ticker());
    expect(result).toMatchObject({
      status: 'event',
      event: { kind: 'tick', tick: { bid: null, ask: null } },
    });
  });

  it('reads the futures depth variant with its own event time and symbol', () => {
    const frame = {
      stream: 'ethusdt@depth20@100ms',
      data: { e: 'depthUpdate', E: T0 + 1, T: T0, s: 'ETHUSDT', U: 1, u: 2, pu: 0, b: depthLevels(2), a: [] },
    };
    expect(parse(frame)).toEqual({
      status: 'event',
      event: {
        kind: 'depth',
        depth: {
          symbol: 'ETHUSDT',
          bids: [
            { price: '100.5', quantity: '0.10' },
            { price: '99.5', quantity: '0.10' },
          ],
          asks: [],
          time: T0 + 1,
        },
      },
    });
  });

  it('stamps spot depth with the receive time', () => {
    const frame = {
      stream: 'btcusdt@depth20@100ms',
      data: { lastUpdateId: 7, bids: depthLevels(20), asks: [] },
    };
    expect(parse(frame)).toMatchObject({ status: 'event', event: { depth: { time: T0 + 5 } } });
  });

  it.each([
    ['a price as a number', ticker({ c: 97234.56 })],
    ['a negative price', ticker({ c: '-1' })],
    ['an exponent', ticker({ c: '1e5' })],
    ['an empty price', ticker({ c: '' })],
    ['a missing field', ticker({ v: undefined })],
    ['another symbol inside the payload', ticker({ s: 'ETHUSDT' })],
    ['another event type', ticker({ e: 'kline' })],
    ['a fractional event time', ticker({ E: 1.5 })],
    [
      'more depth levels than subscribed',
      { stream: 'btcusdt@depth20@100ms', data: { lastUpdateId: 1, bids: depthLevels(21), asks: [] } },
    ],
    [
      'a depth level of three values',
      { stream: 'btcusdt@depth20@100ms', data: { lastUpdateId: 1, bids: [['1', '2', '3']], asks: [] } },
    ],
    ['a candle not on a minute', kline(T0 + 1)],
    ['no envelope', { e: '24hrTicker' }],
  ])('refuses %s as malformed', (_label, frame) => {
    expect(parse(frame)).toMatchObject({ status: 'malformed' });
  });

  it('accepts a negative funding rate but not a negative mark price', () => {
    const mark = (p: string, r: string) => ({
      stream: 'btcusdt@markPrice@1s',
      data: { e: 'markPriceUpdate', E: T0, s: 'BTCUSDT', p, i: '1', r, T: T0 },
    });
    expect(parse(mark('1', '-0.00003125'))).toMatchObject({
      status: 'event',
      event: { mark: { fundingRate: '-0.00003125' } },
    });
    expect(parse(mark('-1', '0'))).toMatchObject({ status: 'malformed' });
  });

  it.each(['btcusdt@aggTrade', 'solusdt@ticker', 'btcusdt@kline_5m', 'no-separator'])(
    'ignores stream %s',
    (stream) => {
      expect(parse({ stream, data: {} })).toEqual({ status: 'ignored', stream });
    },
  );

  it('refuses text that is not JSON', () => {
    expect(parseFrame('{"stream":', SYMBOLS, T0)).toEqual({ status: 'malformed', reason: 'not JSON' });
  });
});
