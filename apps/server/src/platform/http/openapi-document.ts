import { z } from 'zod';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  type MultipartSpec,
  type Operation,
} from '@exchange/contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves; the OpenAPI document reads its headers and multipart form here. */
    operation?: Operation;
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The form as OpenAPI describes multipart: the text fields' JSON Schema plus one binary property per file part. */
const multipartBody = (spec: MultipartSpec) => {
  const fields = z.toJSONSchema(spec.fields, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return {
    type: 'object',
    properties: {
      ...fields.properties,
      ...Object.fromEntries(spec.files.map((name) => [name, { type: 'string', format: 'binary' }])),
    },
    required: fields.required ?? [],
    additionalProperties: false,
  };
};

/**
 * The OpenAPI document is derived from what the route enforces, never written beside it: `security` from the route's
 * auth (so a plain route such as an image stream is marked too), the `Idempotency-Key` header from the operation, and
 * a multipart operation's form from its contract.
 */
export const documentTransform = (input: TransformInput) => {
  const transformed = jsonSchemaTransform(input);
  const config = input.route.config as { auth?: string; operation?: Operation } | undefined;
  const schema = { ...transformed.schema } as Record<string, unknown>;
  if (schema.hide) return transformed;
  if (config?.auth && config.auth !== 'none' && config.auth !== 'staff-login')
    schema.security = [{ bearer: [] }];
  const operation = config?.operation;
  if (operation?.requiresIdempotencyKey)
    schema.headers = {
      type: 'object',
      properties: { [IDEMPOTENCY_HEADER]: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source } },
      required: [IDEMPOTENCY_HEADER],
    };
  if (operation?.multipart) {
    schema.consumes = ['multipart/form-data'];
    schema.body = multipartBody(operation.multipart);
  }
  return { ...transformed, schema };
};
