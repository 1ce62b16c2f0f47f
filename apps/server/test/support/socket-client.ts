import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { ServerMessage } from '@exchange/contracts';
import { emptyBatch, type MarketTickBatch } from '../../src/engines/price-feed/market-batch';

/** A leader's batch with one BTCUSDT tick of instrument `type` (1 coin, 2 contract), as the price feed publishes it. */
export const tickBatch = (price: string, time = 1, type = 1): MarketTickBatch => ({
  ...emptyBatch('simulated', time),
  ticks: [
    {
      type,
      tick: {
        symbol: 'BTCUSDT',
        price,
        bid: null,
        ask: null,
        open24h: '100',
        high24h: '101',
        low24h: '99',
        volume24h: '1200.5',
        time,
      },
    },
  ],
});

/** A connected client of the socket at `path` that records every frame it receives (`M`: its server messages). */
export const recordSocket = async <M extends { type: string }>(
  app: FastifyInstance,
  path: string,
  headers: Record<string, string> = {},
) => {
  const frames: string[] = [];
  const closes: number[] = [];
  const socket: WebSocket = await app.injectWS(
    path,
    { headers },
    {
      onInit: (ws) => {
        ws.on('message', (data) => frames.push(data.toString()));
        ws.on('close', (code) => closes.push(code));
      },
    },
  );
  const messages = () =>
    frames.filter((frame) => frame.startsWith('{')).map((frame) => JSON.parse(frame) as M);
  const next = async <T extends M['type']>(
    type: T,
    count = 1,
    timeoutMs = 3000,
  ): Promise<Extract<M, { type: T }>> => {
    for (let waited = 0; waited < timeoutMs; waited += 10) {
      const matching = messages().filter((message) => message.type === type);
      if (matching.length >= count) return matching[count - 1] as Extract<M, { type: T }>;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no ${type} frame; got ${frames.join(' | ')}`);
  };
  return { socket, frames, closes, messages, next };
};

/** A connected data-socket client that records every frame it receives. */
export const connectSocket = (app: FastifyInstance, query = '', headers: Record<string, string> = {}) =>
  recordSocket<ServerMessage>(app, `/app-websocket${query}`, headers);
