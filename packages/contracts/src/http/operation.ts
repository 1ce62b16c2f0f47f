import type { z } from 'zod';

/**
 * One HTTP operation, shared by the server route and the web fetcher (CONVENTIONS.md 2).
 * `path` is relative to the API prefix: /api/app-api, or /api/admin-api for `auth: 'staff'`. `auth`: 'none'
 * (public), 'session' (any signed-in token, visitors included), 'member' (a registered user's token), 'staff' (a
 * staff token; app tokens are refused) or 'staff-login' (the staff API's public login).
 * `params` names `:segments` of the path (e.g. `/withdrawal/cancel/:id`).
 */
export type OperationAuth = 'none' | 'session' | 'member' | 'staff' | 'staff-login';

export interface Operation<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  Auth extends OperationAuth = OperationAuth,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth: Auth;
  summary: string;
  params?: z.ZodType;
  body?: Body;
  query?: Query;
  response: Response;
  multipart?: boolean;
}

export const defineOperation = <
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
  Auth extends OperationAuth = OperationAuth,
>(
  operation: Operation<Body, Query, Response, Auth>,
) => operation;

export type OperationBody<O> =
  O extends Operation<infer B, z.ZodType | undefined, z.ZodType>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type OperationQuery<O> =
  O extends Operation<z.ZodType | undefined, infer Q, z.ZodType>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type OperationResponse<O> =
  O extends Operation<z.ZodType | undefined, z.ZodType | undefined, infer R> ? z.output<R> : never;
