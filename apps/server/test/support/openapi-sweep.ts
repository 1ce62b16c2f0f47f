import type { InjectOptions } from 'fastify';

/*
 * Malformed requests for every operation in the OpenAPI document (issue 15): the document is walked, not a list, so an
 * operation added later is swept the day it lands. Each variant breaks exactly one thing in an otherwise plausible
 * request; a variant is never valid by construction, so it must be refused with a 4xx and change nothing.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  nullable?: boolean;
}

interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface SweptOperation {
  method: string;
  path: string;
  isSecured: boolean;
  isStaff: boolean;
  parameters: Parameter[];
  jsonBody: JsonSchema | null;
  multipart: JsonSchema | null;
}

export interface Variant {
  name: string;
  /** The input the variant breaks, for the failure message. */
  field: string;
  request: InjectOptions;
}

/** Every operation the document lists, flattened. */
export const operationsOf = (document: unknown): SweptOperation[] => {
  const paths = (document as { paths: Record<string, Record<string, OpenApiOperation>> }).paths;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = operation.requestBody?.content ?? {};
      return {
        method: method.toUpperCase(),
        path,
        isSecured: (operation.security ?? []).length > 0,
        isStaff: path.startsWith('/api/admin-api/'),
        parameters: operation.parameters ?? [],
        jsonBody: content['application/json']?.schema ?? null,
        multipart: content['multipart/form-data']?.schema ?? null,
      };
    }),
  );
};

const typeOf = (schema: JsonSchema): string => {
  if (schema.enum || schema.const !== undefined) return 'enum';
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const [first] = union.filter((option) => option.type !== 'null');
    return first ? typeOf(first) : 'null';
  }
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  return type ?? 'unknown';
};

/** A plausible value for a schema: the first enum value, a bound for numbers, a short string. */
export const sampleOf = (schema: JsonSchema): unknown => {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return sampleOf(union.find((option) => option.type !== 'null') ?? union[0] ?? {});
  switch (typeOf(schema)) {
    case 'object': {
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([name]) => required.has(name))
          .map(([name, property]) => [name, sampleOf(property)]),
      );
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => sampleOf(schema.items ?? {}));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    default:
      return schema.pattern?.includes('\\d') ? '1' : 'a'.repeat(Math.max(1, schema.minLength ?? 1));
  }
};

const NUL = 'a\u0000b';
const BELL = 'a\u0007b';
/** Over any string field's limit and over the 1 MB body limit's share for one field, but cheap to send. */
const HUGE = 'x'.repeat(100_000);

/** What replaces a value of this type so that the type is wrong. */
const wrongTypeFor = (schema: JsonSchema): unknown => {
  const type = typeOf(schema);
  if (type === 'object' || type === 'array') return 'not-an-object';
  return { nested: [1, 2, 3] };
};

/** The values one JSON property (or query parameter) is replaced with; each is invalid for any string schema. */
const brokenValues = (schema: JsonSchema, inQuery: boolean): Array<[string, unknown]> => {
  const type = typeOf(schema);
  const values: Array<[string, unknown]> = [
    ['nul', NUL],
    ['control character', BELL],
  ];
  // Past any column: a 32-bit id column turns a larger number into a driver error unless the schema stops it.
  if (type === 'integer' || type === 'number') values.push(['huge number', inQuery ? '9'.repeat(30) : 1e300]);
  if (inQuery) {
    values.push(['huge', HUGE.slice(0, 10_000)]);
    if (type !== 'string' || schema.pattern || schema.format) values.push(['wrong type', 'abc!']);
    values.push(['doubled', ['1', '2']]);
  } else {
    values.push(['huge', HUGE], ['wrong type', wrongTypeFor(schema)]);
  }
  return values;
};

const encodeQuery = (query: Record<string, unknown>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else if (value !== undefined) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** A multipart body built by hand, with any boundary (broken ones included). */
const multipartPayload = (boundary: string, fields: Array<[string, string]>, isClosed = true) =>
  Buffer.from(
    fields
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + (isClosed ? `--${boundary}--\r\n` : ''),
  );

const multipartVariants = (
  schema: JsonSchema,
): Array<Omit<Variant, 'request'> & { headers: Record<string, string>; payload: Buffer }> => {
  const boundary = 'sweep-boundary-7d1f';
  const fields = Object.entries(sampleOf(schema) as Record<string, unknown>)
    .filter(([, value]) => typeof value !== 'object')
    .map(([name, value]): [string, string] => [name, String(value)]);
  const [firstName = 'field'] = Object.keys(schema.properties ?? {});
  const withBoundary = (value: string) => ({ 'content-type': `multipart/form-data; boundary=${value}` });
  return [
    {
      name: 'no boundary',
      field: 'body',
      headers: { 'content-type': 'multipart/form-data' },
      payload: multipartPayload(boundary, fields),
    },
    {
      name: '10 KB boundary',
      field: 'body',
      headers: withBoundary('b'.repeat(10_240)),
      payload: multipartPayload('b'.repeat(10_240), fields),
    },
    {
      name: '25 fields',
      field: 'body',
      headers: withBoundary(boundary),
      payload: multipartPayload(
        boundary,
        Array.from({ length: 25 }, (_, index): [string, string] => [`f${index}`, 'x']),
      ),
    },
    {
      name: 'unterminated',
      field: 'body',
      headers: withBoundary(boundary),
      payload: multipartPayload(boundary, fields, false),
    },
    {
      name: 'garbage',
      field: 'body',
      headers: withBoundary(boundary),
      payload: Buffer.from('\u0000\u0001 not multipart at all'),
    },
    {
      name: 'nul in a field',
      field: firstName,
      headers: withBoundary(boundary),
      payload: multipartPayload(boundary, [[firstName, NUL]]),
    },
    {
      name: 'oversized field',
      field: firstName,
      headers: withBoundary(boundary),
      payload: multipartPayload(boundary, [[firstName, 'x'.repeat(4096)]]),
    },
    {
      name: 'doubled field',
      field: firstName,
      headers: withBoundary(boundary),
      payload: multipartPayload(boundary, [
        [firstName, '1'],
        [firstName, '2'],
      ]),
    },
    {
      name: 'json instead',
      field: 'body',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.from('{}'),
    },
  ];
};

/** Every malformed request for one operation; `headers` carries the caller's token. */
export const variantsOf = (operation: SweptOperation, headers: Record<string, string>): Variant[] => {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const baseQuery = Object.fromEntries(
    queryParameters
      .filter((parameter) => parameter.required)
      .map((parameter) => [parameter.name, sampleOf(parameter.schema)]),
  );
  const url = (pathValues: Record<string, string> = {}, query: Record<string, unknown> = baseQuery) =>
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name] ?? '1')) +
    encodeQuery(query);
  const method = operation.method as InjectOptions['method'];
  const variants: Variant[] = [];
  const add = (name: string, field: string, request: Partial<InjectOptions>) =>
    variants.push({ name, field, request: { method, url: url(), headers, ...request } });

  for (const parameter of pathParameters) {
    for (const [name, value] of [
      ['nul', NUL],
      ['wrong type', 'abc'],
      ['negative', '-1'],
    ] as const)
      add(name, parameter.name, { url: url({ [parameter.name]: value }) });
    // Over the router's parameter limit: refused before any parameter has a name, so the answer names the path.
    add('huge', 'path', { url: url({ [parameter.name]: '9'.repeat(400) }) });
  }

  for (const parameter of queryParameters) {
    for (const [name, value] of brokenValues(parameter.schema, true))
      add(name, parameter.name, { url: url({}, { ...baseQuery, [parameter.name]: value }) });
    if (parameter.required) {
      const { [parameter.name]: _omitted, ...rest } = baseQuery;
      add('missing', parameter.name, { url: url({}, rest) });
    }
  }
  for (const parameter of operation.parameters.filter((item) => item.in === 'header')) {
    const { [parameter.name]: _omitted, ...without } = headers;
    add('missing', parameter.name, { headers: without });
    for (const [name, value] of [
      ['too short', 'abc'],
      ['too long', 'k'.repeat(101)],
      ['spaces', 'has spaces in it'],
      ['doubled', ['key-one-1', 'key-two-2']],
    ] as const)
      add(name, parameter.name, { headers: { ...without, [parameter.name]: value as string } });
  }
  if (queryParameters.length > 0)
    add('unknown parameter', 'isAdmin', { url: url({}, { ...baseQuery, isAdmin: 'true' }) });

  if (operation.jsonBody) {
    const schema = operation.jsonBody;
    const base = sampleOf(schema) as Record<string, unknown>;
    const json = (body: unknown) => ({
      payload: JSON.stringify(body),
      headers: { ...headers, 'content-type': 'application/json' },
    });
    add('invalid JSON', 'body', {
      payload: '{"a":',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    add('array body', 'body', json([base]));
    add('text body', 'body', { payload: 'a=1', headers: { ...headers, 'content-type': 'text/plain' } });
    add('unknown field', 'isAdmin', json({ ...base, isAdmin: true }));
    if ((schema.required ?? []).length > 0) add('empty object', 'body', json({}));
    for (const [property, propertySchema] of Object.entries(schema.properties ?? {}))
      for (const [name, value] of brokenValues(propertySchema, false))
        add(name, property, json({ ...base, [property]: value }));
  }

  if (operation.multipart)
    for (const variant of multipartVariants(operation.multipart))
      add(variant.name, variant.field, {
        payload: variant.payload,
        headers: { ...headers, ...variant.headers },
      });

  return variants;
};

/** Text that must never reach a client: SQL, driver names, stack frames, file paths. */
export const INTERNALS =
  /failed query|\bselect\b[^"]{0,200}\bfrom\b|\binsert into\b|\bupdate\b[^"]{0,80}\bset\b|\bdelete from\b|postgres|pglite|drizzle|constraint|node_modules|\.ts:\d+|\.js:\d+|\bat [\w.<>]+ \(/i;
