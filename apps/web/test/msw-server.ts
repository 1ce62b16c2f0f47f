import { setupServer } from 'msw/node';
import { HttpResponse, http } from 'msw';
import type { JsonBodyType } from 'msw';

/** One msw server for the web tests; each test adds its handlers with `server.use(...)`. */
export const server = setupServer();

export const API = 'http://localhost:3000/api/app-api';

export function ok<T extends JsonBodyType>(data: T) {
  return HttpResponse.json({ code: 0, data, msg: '' });
}

/** An error envelope as the server sends it (with showType; 2 = error). */
export function fail(code: number, msg: string, status = 400, showType = 2) {
  return HttpResponse.json({ code, data: null, msg, showType }, { status });
}

export { HttpResponse, http };
