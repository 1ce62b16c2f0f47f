import { z } from 'zod';
import { decimalStringSchema } from '../../common';
import { defineOperation } from '../operation';
import { coinSchema, positiveAmountSchema, walletCodeSchema } from './wallet-common';

/**
 * A move between two of the CALLER's wallets: the server derives both accounts from the token, never from the
 * body. Header `Idempotency-Key` required: a repeat returns the first result, another body with the key is 422.
 */
export const anyTransfer = defineOperation({
  method: 'POST',
  path: '/wallet/any-transfer',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: "Transfer an asset between the caller's own wallets (spot, contract, fast contract).",
  body: z
    .strictObject({
      fromWallet: walletCodeSchema,
      toWallet: walletCodeSchema,
      coin: coinSchema,
      amount: positiveAmountSchema,
    })
    .refine((body) => body.fromWallet !== body.toWallet, {
      path: ['toWallet'],
      message: 'must differ from fromWallet',
    }),
  response: z.object({
    id: z.string(),
    fromWallet: walletCodeSchema,
    toWallet: walletCodeSchema,
    coin: z.string(),
    amount: decimalStringSchema,
    createdAt: z.number().int(),
  }),
});
