import { setupServer } from 'msw/node';
import { HttpResponse, http } from 'msw';
import type { JsonBodyType } from 'msw';

/** One msw server for the admin tests; each test adds its handlers with `server.use(...)`. */
export const server = setupServer();

export const API = 'http://localhost:3000/api/admin-api';

export function ok<T extends JsonBodyType>(data: T) {
  return HttpResponse.json({ code: 0, data, msg: '' });
}

/** An error envelope as the server sends it. */
export function fail(code: number, msg: string, status = 400) {
  return HttpResponse.json({ code, data: null, msg }, { status });
}

export { HttpResponse, http };
