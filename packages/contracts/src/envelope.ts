import { z } from 'zod';

/** Every HTTP response: `code` 0 is success; anything else is an error from the catalogue (errors.ts). */
export interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), data, msg: z.string() });

/** The `data` of an error envelope: which field was wrong, when one was. */
export const errorDataSchema = z
  .object({
    field: z.string().optional(),
    issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    retryAfterSeconds: z.number().int().optional(),
  })
  .nullable();
export type ErrorData = z.infer<typeof errorDataSchema>;

/** showType of spec §8: how the client presents a business error. */
export const ShowType = { silent: 0, warn: 1, error: 2, notification: 3, redirect: 9 } as const;
export type ShowType = (typeof ShowType)[keyof typeof ShowType];
