import { WebSocketServer, type WebSocket } from 'ws';
import type { AddressInfo } from 'node:net';

/**
 * A loopback WebSocket server that replays recorded frames to every connection, in order, as Binance would.
 * `framesFor(connectionIndex)` picks the frames per connection (0 = first), so a test can replay differently
 * after a reconnect. It records each request URL so tests can check the subscription.
 */
export interface ReplayServer {
  /** `ws://127.0.0.1:<port>`: the source's base URL. */
  url: string;
  port: number;
  requestUrls: string[];
  clients(): WebSocket[];
  /** Sends one more frame to every open client. */
  broadcast(frame: string): void;
  /** Drops every client without a closing handshake, like a network failure. */
  dropClients(): void;
  close(): Promise<void>;
}

export async function startReplayServer(
  framesFor: (connectionIndex: number) => readonly string[] = () => [],
  port = 0,
): Promise<ReplayServer> {
  const server = new WebSocketServer({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const requestUrls: string[] = [];
  server.on('connection', (socket, request) => {
    const index = requestUrls.length;
    requestUrls.push(request.url ?? '');
    for (const frame of framesFor(index)) socket.send(frame);
  });
  const boundPort = (server.address() as AddressInfo).port;
  return {
    url: `ws://127.0.0.1:${boundPort}`,
    port: boundPort,
    requestUrls,
    clients: () => [...server.clients],
    broadcast(frame) {
      for (const client of server.clients) client.send(frame);
    },
    dropClients() {
      for (const client of server.clients) client.terminate();
    },
    async close() {
      for (const client of server.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
