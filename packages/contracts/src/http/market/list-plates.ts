import { z } from 'zod';
import { defineOperation } from '../operation';
import { instrumentTypeQuerySchema } from './market-row';

export const listPlates = defineOperation({
  method: 'GET',
  path: '/market/plate/list',
  auth: 'none',
  summary: 'Plates (categories) of the listed instruments of one type, for the filter chips, in list order.',
  query: z.strictObject({ type: instrumentTypeQuerySchema.default(1) }),
  response: z.array(z.string()),
});
