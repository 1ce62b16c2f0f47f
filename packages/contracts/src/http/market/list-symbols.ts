import { z } from 'zod';
import { defineOperation } from '../operation';
import { instrumentTypeQuerySchema } from './market-row';

export const symbolEntrySchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  displayName: z.string(),
  type: z.number().int(),
});

export const listSymbols = defineOperation({
  method: 'GET',
  path: '/market/symbol/list',
  auth: 'none',
  summary: 'Listed instruments (spec "symbols"): of one type, or of every type when type is absent.',
  query: z.strictObject({ type: instrumentTypeQuerySchema.optional() }),
  response: z.array(symbolEntrySchema),
});
