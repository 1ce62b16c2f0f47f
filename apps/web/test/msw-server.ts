import { setupServer } from 'msw/node';
import { HttpResponse, http, ws } from 'msw';
import type { JsonBodyType } from 'msw';

/**
 * The data socket of signed-in screens connects in component tests too; this default handler accepts it and
 * stays silent (tests that exercise the socket inject their own WebSocket class).
 */
const dataSocket = ws.link('ws://localhost:3000/app-websocket');

/** One msw server for the web tests; each test adds its handlers with `server.use(...)`. */
export const server = setupServer(dataSocket.addEventListener('connection', () => {}));

export const API = 'http://localhost:3000/api/app-api';

export function ok<T extends JsonBodyType>(data: T) {
  return HttpResponse.json({ code: 0, data, msg: '' });
}

/** An error envelope as the server sends it (with showType; 2 = error). */
export function fail(code: number, msg: string, status = 400, showType = 2) {
  return HttpResponse.json({ code, data: null, msg, showType }, { status });
}

export { HttpResponse, http };
