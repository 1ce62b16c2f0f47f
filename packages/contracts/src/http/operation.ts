import type { z } from 'zod';
import type { StaffPermission } from './admin/permissions';

/**
 * One HTTP operation, shared by the server route and the web fetcher (CONVENTIONS.md 2).
 * `path` is relative to the API prefix: /api/app-api, or /api/admin-api for `auth: 'staff'`. `auth`: 'none'
 * (public), 'session' (any signed-in token, visitors included), 'member' (a registered user's token), 'staff' (a
 * staff token; app tokens are refused) or 'staff-login' (the staff API's public login).
 * `params` names `:segments` of the path (e.g. `/withdrawal/cancel/:id`). `requiresIdempotencyKey`: a mutating
 * money call (DESIGN.md §5) that must carry the `Idempotency-Key` header; the server refuses it without one.
 */
export type OperationAuth = 'none' | 'session' | 'member' | 'staff' | 'staff-login';

export interface Operation<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  Auth extends OperationAuth = OperationAuth,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Keyed extends boolean = boolean,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth: Auth;
  /** On `auth: 'staff'`: what the caller's role must hold (admin/permissions.ts); the server refuses it without. */
  permission?: StaffPermission;
  summary: string;
  params?: Params;
  requiresIdempotencyKey?: Keyed;
  body?: Body;
  query?: Query;
  response: Response;
  /** A multipart/form-data operation: its text fields' schema and its file part names (no JSON body). */
  multipart?: MultipartSpec;
}

/** The app API (`/api/app-api`): the paths of app operations are relative to it (the staff API's is ADMIN_API_PREFIX). */
export const APP_API_PREFIX = '/api/app-api';

export interface MultipartSpec<Fields extends z.ZodType = z.ZodType> {
  fields: Fields;
  files: readonly string[];
}

export const defineOperation = <
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
  Auth extends OperationAuth = OperationAuth,
  Params extends z.ZodType | undefined = undefined,
  Keyed extends boolean = false,
>(
  operation: Operation<Body, Query, Response, Auth, Params, Keyed>,
) => operation;

/** The header a `requiresIdempotencyKey` operation carries; a repeat returns the first result (DESIGN.md §5). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

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
