import type { ShowType } from './envelope';

/** One entry of the error catalogue (errors.ts, staff-errors.ts). */
export interface ErrorDefinition {
  code: number;
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;
  key: string;
  showType: ShowType;
  /** When the server throws it. */
  when: string;
}
