import { z } from 'zod';
import { nameText } from '../../strict-text';
import { defineOperation } from '../operation';
import { chainCodeSchema } from './channels';
import { coinSchema, idQuerySchema } from './wallet-common';

export const bankCardInputSchema = z.strictObject({
  bankName: nameText(1, 100),
  accountName: nameText(1, 100),
  accountNumber: z
    .string()
    .trim()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9]{6,34}$/, 'must be 6 to 34 letters or digits (an account number or IBAN)'),
    ),
  branch: nameText(0, 100).optional(),
  swift: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be an 8 or 11 character SWIFT/BIC code')
    .optional(),
});

/** The address is checked per chain on the server (format and checksum); XRP may carry a destination tag. */
export const virtualWalletInputSchema = z.strictObject({
  coin: coinSchema,
  chain: chainCodeSchema,
  address: z.string().trim().min(1, 'is required').max(128),
  memo: nameText(0, 20).optional(),
  label: nameText(0, 50).optional(),
});

/** Spec §3 bank card: a list of field/value pairs (in display order), plus the structured values. */
export const paymentMethodSchema = z.object({
  id: z.number().int(),
  /** PaymentMethodType: bank card 0, virtual currency 4. */
  type: z.number().int(),
  fields: z.array(z.object({ field: z.string(), value: z.string() })),
  values: z.record(z.string(), z.string()),
  createdAt: z.number().int(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

const byId = z.strictObject({ id: idQuerySchema });

const crud = <Input extends z.ZodObject>(
  resource: 'bank-card' | 'virtual-wallet',
  input: Input,
  label: string,
) => ({
  create: defineOperation({
    method: 'POST',
    path: `/wallet/${resource}/create`,
    auth: 'member',
    summary: `Save a ${label} for withdrawals.`,
    body: input,
    response: paymentMethodSchema,
  }),
  update: defineOperation({
    method: 'PUT',
    path: `/wallet/${resource}/update`,
    auth: 'member',
    summary: `Change one of the caller's saved ${label}s.`,
    body: input.extend({ id: z.number().int().positive() }),
    response: paymentMethodSchema,
  }),
  get: defineOperation({
    method: 'GET',
    path: `/wallet/${resource}/get`,
    auth: 'member',
    summary: `One of the caller's saved ${label}s.`,
    query: byId,
    response: paymentMethodSchema,
  }),
  list: defineOperation({
    method: 'GET',
    path: `/wallet/${resource}/list`,
    auth: 'member',
    summary: `The caller's saved ${label}s, newest first.`,
    response: z.array(paymentMethodSchema),
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: `/wallet/${resource}/delete`,
    auth: 'member',
    summary: `Remove one of the caller's saved ${label}s (past withdrawals keep their copy).`,
    query: byId,
    response: z.literal(true),
  }),
});

const bankCard = crud('bank-card', bankCardInputSchema, 'bank card');
const virtualWallet = crud('virtual-wallet', virtualWalletInputSchema, 'crypto withdrawal address');
export const bankCardCreate = bankCard.create;
export const bankCardUpdate = bankCard.update;
export const bankCardGet = bankCard.get;
export const bankCardList = bankCard.list;
export const bankCardRemove = bankCard.remove;
export const virtualWalletCreate = virtualWallet.create;
export const virtualWalletUpdate = virtualWallet.update;
export const virtualWalletGet = virtualWallet.get;
export const virtualWalletList = virtualWallet.list;
export const virtualWalletRemove = virtualWallet.remove;
