import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { ServerMessage } from '@exchange/contracts';

/** A connected client that records every frame it receives. */
export const connectSocket = async (
  app: FastifyInstance,
  query = '',
  headers: Record<string, string> = {},
) => {
  const frames: string[] = [];
  const socket: WebSocket = await app.injectWS(
    `/app-websocket${query}`,
    { headers },
    { onInit: (ws) => ws.on('message', (data) => frames.push(data.toString())) },
  );
  const messages = () =>
    frames.filter((frame) => frame.startsWith('{')).map((frame) => JSON.parse(frame) as ServerMessage);
  const next = async <T extends ServerMessage['type']>(
    type: T,
    count = 1,
    timeoutMs = 3000,
  ): Promise<Extract<ServerMessage, { type: T }>> => {
    for (let waited = 0; waited < timeoutMs; waited += 10) {
      const matching = messages().filter((message) => message.type === type);
      if (matching.length >= count) return matching[count - 1] as Extract<ServerMessage, { type: T }>;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no ${type} frame; got ${frames.join(' | ')}`);
  };
  return { socket, frames, messages, next };
};
