import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOf, type JsonSchema, type SweptOperation } from '../support/openapi-sweep';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * No endpoint can set an allotment, a refund, a distribution or a listing price (issue 19 §2): the subscription routes
 * are exactly the eleven known ones and none takes such a field; in the source, only the jobs' code writes the
 * allotment columns and only the listing job creates the pair. The price a buy carries is the one the user saw, checked
 * against the project's (refused when different), and staff set a project's price only before its window opens.
 */
const SERVER_SOURCE = fileURLToPath(new URL('../../src/', import.meta.url));
const ALLOTMENT_FIELDS = [
  'status',
  'allottedQuantity',
  'allottedAmount',
  'refundAmount',
  'requestedQuantity',
  'ticket',
  'seed',
  'seedHash',
  'distributedAt',
  'allottedAt',
  'listedSymbol',
  'listPrice',
  'referencePrice',
];
const KNOWN_ROUTES = [
  'GET /api/admin-api/subscription/projects',
  'GET /api/app-api/pay/subscribe/ieo/get',
  'GET /api/app-api/pay/subscribe/ieo/page',
  'GET /api/app-api/pay/subscribe/order/detail',
  'GET /api/app-api/pay/subscribe/order/page',
  'POST /api/admin-api/subscription/projects',
  'POST /api/app-api/pay/subscribe/ipo/one-click-buy',
  'POST /api/app-api/pay/subscribe/ipo/ration-buy',
  'POST /api/app-api/pay/subscribe/order/buy',
  'PUT /api/admin-api/subscription/projects/pause',
  'PUT /api/admin-api/subscription/projects/update',
];

let t: TestApp;
let operations: SweptOperation[];
beforeAll(async () => {
  t = await createTestApp();
  operations = operationsOf(t.app.swagger());
});
afterAll(() => t.close());

const namesIn = (schema: JsonSchema | null | undefined): string[] => {
  if (!schema) return [];
  const own = Object.keys(schema.properties ?? {});
  const nested = [
    ...Object.values(schema.properties ?? {}),
    ...(schema.items ? [schema.items] : []),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ].flatMap(namesIn);
  return [...own, ...nested];
};

const isSubscriptionRoute = (operation: SweptOperation) =>
  /\/pay\/subscribe\/|\/subscription\//.test(operation.path);

const sourceFiles = (directory: string): string[] =>
  readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });

describe('the routes', () => {
  it('the subscription routes are exactly the eleven known ones', () => {
    const routes = operations
      .filter(isSubscriptionRoute)
      .map((operation) => `${operation.method} ${operation.path}`)
      .sort();
    expect(routes).toEqual(KNOWN_ROUTES);
  });

  it('no subscription route takes an allotment, a refund, a distribution or a listing field as input', () => {
    const offending = operations
      .filter(isSubscriptionRoute)
      .flatMap((operation) =>
        [...namesIn(operation.jsonBody), ...operation.parameters.map((parameter) => parameter.name)]
          .filter((name) => ALLOTMENT_FIELDS.includes(name))
          .map((name) => `${operation.method} ${operation.path}: ${name}`),
      );
    expect(offending).toEqual([]);
  });
});

describe('the source', () => {
  it('only the allotment job writes allotments, and only the listing job inserts the pair', () => {
    const files = sourceFiles(SERVER_SOURCE).map((path) => ({
      path: relative(SERVER_SOURCE, path),
      text: readFileSync(path, 'utf8'),
    }));
    const writers = (pattern: RegExp) =>
      files.filter((file) => pattern.test(file.text)).map((file) => file.path);
    expect(writers(/allottedQuantity:\s/).filter((path) => !path.includes('schema/'))).toEqual([
      'modules/subscription/allot-subscriptions.ts',
      'modules/subscription/buy-subscription.ts',
      'modules/subscription/subscription-rules.ts',
    ]);
    expect(writers(/refundAmount:\s/).filter((path) => !path.includes('schema/'))).toEqual([
      'modules/subscription/allot-subscriptions.ts',
      'modules/subscription/buy-subscription.ts',
      'modules/subscription/subscription-rules.ts',
    ]);
    expect(
      files
        .filter(
          (file) =>
            file.path.startsWith('modules/subscription/') && /\.insert\(instruments\)/.test(file.text),
        )
        .map((file) => file.path),
    ).toEqual(['modules/subscription/list-subscriptions.ts']);
  });
});
