import { z } from 'zod';
import { decimalStringSchema, pageQuerySchema, pageResultSchema } from '../../common';
import { defineOperation } from '../operation';
import { coinSchema, idQuerySchema, positiveAmountSchema } from './wallet-common';

/** Fee of a flash exchange, taken from what the user receives. */
export const FLASH_EXCHANGE_FEE_RATE = '0.002';
/** Default and largest slippage a client may accept between its quote and the fill. */
export const FLASH_EXCHANGE_DEFAULT_SLIPPAGE = '0.005';
export const FLASH_EXCHANGE_MAX_SLIPPAGE = '0.05';

export const flashExchangeOrderSchema = z.object({
  id: z.number().int(),
  no: z.string(),
  fromCoin: z.string(),
  toCoin: z.string(),
  fromAmount: decimalStringSchema,
  toAmount: decimalStringSchema,
  price: decimalStringSchema,
  fee: decimalStringSchema,
  createdAt: z.number().int(),
});
export type FlashExchangeOrder = z.infer<typeof flashExchangeOrderSchema>;

const pairQuery = { fromCoin: coinSchema, toCoin: coinSchema };

export const getFlashExchangeQuote = defineOperation({
  method: 'GET',
  path: '/flash-exchange/quote',
  auth: 'member',
  summary:
    'The live price of a pair (units of toCoin per fromCoin), the fee rate and the limits; refused when stale.',
  query: z.strictObject(pairQuery),
  response: z.object({
    fromCoin: z.string(),
    toCoin: z.string(),
    price: decimalStringSchema,
    feeRate: decimalStringSchema,
    minAmount: decimalStringSchema,
    maxAmount: decimalStringSchema,
    quotedAt: z.number().int(),
  }),
});

export const listFlashExchangeCoins = defineOperation({
  method: 'GET',
  path: '/flash-exchange/coins',
  auth: 'member',
  summary: 'The coins that can be swapped (USDT and every listed spot coin).',
  response: z.array(z.string()),
});

/**
 * Fills at once at the live price, or not at all: refused when the price is stale or moved against
 * `expectedPrice` by more than `maxSlippage`. Header `Idempotency-Key` required.
 */
export const createFlashExchange = defineOperation({
  method: 'POST',
  path: '/flash-exchange/create',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Swap one coin for another in the spot wallet at the live price.',
  body: z
    .strictObject({
      ...pairQuery,
      amount: positiveAmountSchema,
      expectedPrice: positiveAmountSchema,
      maxSlippage: z
        .string()
        .regex(/^0(\.\d{1,6})?$/, `must be a fraction between 0 and ${FLASH_EXCHANGE_MAX_SLIPPAGE}`)
        .refine(
          (value) => Number(value) <= Number(FLASH_EXCHANGE_MAX_SLIPPAGE),
          `must be at most ${FLASH_EXCHANGE_MAX_SLIPPAGE}`,
        )
        .default(FLASH_EXCHANGE_DEFAULT_SLIPPAGE),
    })
    .refine((body) => body.fromCoin !== body.toCoin, {
      path: ['toCoin'],
      message: 'must differ from fromCoin',
    }),
  response: flashExchangeOrderSchema,
});

export const getFlashExchangeDetail = defineOperation({
  method: 'GET',
  path: '/flash-exchange/detail',
  auth: 'member',
  summary: "One of the caller's swaps.",
  query: z.strictObject({ id: idQuerySchema }),
  response: flashExchangeOrderSchema,
});

export const listFlashExchangeRecords = defineOperation({
  method: 'GET',
  path: '/flash-exchange/record',
  auth: 'member',
  summary: "The caller's ten most recent swaps (the swap screen's history strip).",
  response: z.array(flashExchangeOrderSchema),
});

export const pageFlashExchanges = defineOperation({
  method: 'GET',
  path: '/flash-exchange/page',
  auth: 'member',
  summary: "The caller's swaps, newest first.",
  query: z.strictObject(pageQuerySchema.shape),
  response: pageResultSchema(flashExchangeOrderSchema),
});
