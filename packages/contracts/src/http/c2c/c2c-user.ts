import { z } from 'zod';
import { pageQuerySchema, pageResultSchema } from '../../common';
import { nameText, plainText, positiveDecimalString } from '../../strict-text';
import type { MultipartSpec } from '../operation';
import { defineOperation } from '../operation';
import { idQuerySchema } from '../wallet/wallet-common';
import {
  C2C_ASSETS,
  C2C_METHOD_KINDS,
  C2C_PAYMENT_METHODS_MAX,
  C2C_PAYMENT_WINDOW,
  C2C_PRICE_TYPES,
  C2C_SIDES,
  c2cAdSchema,
  c2cOrderSchema,
  c2cPaymentMethodSchema,
  merchantSchema,
} from './c2c-common';

/** The C2C calls of the app API (issue 20 §2). Money calls carry `Idempotency-Key`. */

export const c2cAssetSchema = z.enum(C2C_ASSETS);
/** A fiat currency code as the exchange-rate table keys it (USD, EUR, CNY). */
export const c2cFiatSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'must be a currency code such as USD');
/** A coin amount: positive, at most 8 decimals. */
export const c2cCoinAmountSchema = positiveDecimalString(14, 8);
/** A fiat amount or price: positive, at most 2 decimals. */
export const c2cFiatAmountSchema = positiveDecimalString(14, 2);
/** A floating ad's margin: a signed fraction with at most 4 decimals (−0.2 to 0.2 is enforced by the server). */
export const c2cMarginSchema = z
  .string()
  .regex(/^-?0(\.\d{1,4})?$/, 'must be a fraction such as 0.02 or -0.01');

export const getMyMerchant = defineOperation({
  method: 'GET',
  path: '/c2c/merchant/me',
  auth: 'member',
  summary: "The caller's merchant application and its state (null when they never applied).",
  response: merchantSchema.nullable(),
});

export const applyMerchant = defineOperation({
  method: 'POST',
  path: '/c2c/merchant/apply',
  auth: 'member',
  summary: 'Apply to be a C2C merchant (a verified real name is required); staff approve or reject.',
  body: z.strictObject({ nickname: nameText(2, 24) }),
  response: merchantSchema,
});

export const listC2cPaymentMethods = defineOperation({
  method: 'GET',
  path: '/c2c/payment-methods',
  auth: 'member',
  summary: "The caller's saved C2C payment methods (where they receive fiat as a seller).",
  response: z.array(c2cPaymentMethodSchema),
});

export const createC2cPaymentMethod = defineOperation({
  method: 'POST',
  path: '/c2c/payment-methods',
  auth: 'member',
  summary: `Save a C2C payment method (at most ${C2C_PAYMENT_METHODS_MAX}).`,
  body: z.strictObject({
    kind: z.enum(C2C_METHOD_KINDS),
    provider: nameText(2, 40),
    accountName: nameText(2, 60),
    accountNo: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 @._+-]{4,40}$/, 'must be 4–40 letters, digits or @._+-'),
  }),
  response: c2cPaymentMethodSchema,
});

export const deleteC2cPaymentMethod = defineOperation({
  method: 'POST',
  path: '/c2c/payment-methods/delete',
  auth: 'member',
  summary: 'Delete a saved C2C payment method that no open ad accepts.',
  body: z.strictObject({ id: idQuerySchema }),
  response: z.object({ id: z.number().int() }),
});

/** The market as a taker sees it: `buy` lists merchants' sell ads, `sell` their buy ads; best price first. */
export const pageC2cAds = defineOperation({
  method: 'GET',
  path: '/c2c/ads',
  auth: 'none',
  summary: 'Online C2C ads for a coin and fiat, best price first, with merchants’ 30-day statistics.',
  query: z.strictObject({
    ...pageQuerySchema.shape,
    side: z.enum(['buy', 'sell']).default('buy'),
    asset: c2cAssetSchema.default('USDT'),
    fiat: c2cFiatSchema.default('USD'),
  }),
  response: pageResultSchema(c2cAdSchema),
});

export const listMyC2cAds = defineOperation({
  method: 'GET',
  path: '/c2c/ads/mine',
  auth: 'member',
  summary: "The caller's ads, open ones first.",
  response: z.array(c2cAdSchema),
});

export const c2cAdInputSchema = z
  .strictObject({
    side: z.enum(C2C_SIDES),
    asset: c2cAssetSchema,
    fiat: c2cFiatSchema,
    priceType: z.enum(C2C_PRICE_TYPES),
    fixedPrice: c2cFiatAmountSchema.optional(),
    margin: c2cMarginSchema.optional(),
    totalAmount: c2cCoinAmountSchema,
    minOrderFiat: c2cFiatAmountSchema,
    maxOrderFiat: c2cFiatAmountSchema,
    paymentMethodIds: z.array(idQuerySchema).min(1).max(C2C_PAYMENT_METHODS_MAX),
    paymentWindowMinutes: z
      .number()
      .int()
      .min(C2C_PAYMENT_WINDOW.min)
      .max(C2C_PAYMENT_WINDOW.max)
      .default(C2C_PAYMENT_WINDOW.default),
    terms: plainText(0, 500).default(''),
  })
  .superRefine((ad, context) => {
    if (ad.priceType === 'fixed' && ad.fixedPrice === undefined)
      context.addIssue({ code: 'custom', path: ['fixedPrice'], message: 'a fixed-price ad needs its price' });
    if (ad.priceType === 'floating' && ad.margin === undefined)
      context.addIssue({ code: 'custom', path: ['margin'], message: 'a floating ad needs its margin' });
  });
export type C2cAdInput = z.infer<typeof c2cAdInputSchema>;

/** Publishes an ad (approved merchants). A sell ad's whole amount is held from the spot wallet at once. */
export const createC2cAd = defineOperation({
  method: 'POST',
  path: '/c2c/ads',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Publish a C2C ad; a sell ad holds its coin in the spot wallet until it is closed.',
  body: c2cAdInputSchema,
  response: c2cAdSchema,
});

/** `offline` pauses (a sell ad's coin stays held), `online` resumes, `close` ends it and gives back what is held. */
export const setC2cAdState = defineOperation({
  method: 'POST',
  path: '/c2c/ads/:id/state',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Pause, resume or close one of the caller’s ads.',
  params: z.strictObject({ id: idQuerySchema }),
  body: z.strictObject({ action: z.enum(['online', 'offline', 'close']) }),
  response: c2cAdSchema,
});

/** Opens an order against an online ad for `fiatAmount` (within the ad's limits) at the ad's price now. */
export const openC2cOrder = defineOperation({
  method: 'POST',
  path: '/c2c/orders',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Buy from a sell ad or sell to a buy ad; the coin goes into escrow until released or returned.',
  body: z.strictObject({
    adId: idQuerySchema,
    fiatAmount: c2cFiatAmountSchema,
    /** The price the taker saw: an order is refused (C2C_PRICE_CHANGED) when the ad's price moved against them. */
    price: c2cFiatAmountSchema,
  }),
  response: c2cOrderSchema,
});

export const C2C_ORDER_SCOPES = ['open', 'done'] as const;

export const pageC2cOrders = defineOperation({
  method: 'GET',
  path: '/c2c/orders',
  auth: 'member',
  summary:
    "The caller's C2C orders as buyer or seller: open ones (unpaid, paid, appealing) or finished ones.",
  query: z.strictObject({ ...pageQuerySchema.shape, scope: z.enum(C2C_ORDER_SCOPES).default('open') }),
  response: pageResultSchema(c2cOrderSchema),
});

export const getC2cOrder = defineOperation({
  method: 'GET',
  path: '/c2c/orders/:id',
  auth: 'member',
  summary: 'One of the caller’s orders with where to pay and its timeline.',
  params: z.strictObject({ id: idQuerySchema }),
  response: c2cOrderSchema,
});

/** Multipart: field `paymentMethodId` (one of the order's methods) and an optional file `proof` (JPEG/PNG/WebP). */
export const markPaidForm = {
  fields: z.strictObject({
    paymentMethodId: z.coerce.number<string>().int().positive('must be a method id'),
  }),
  files: ['proof'],
} satisfies MultipartSpec;

export const markC2cOrderPaid = defineOperation({
  method: 'POST',
  path: '/c2c/orders/:id/paid',
  auth: 'member',
  multipart: markPaidForm,
  summary: 'The buyer says they paid (with an optional proof image), before the payment window ends.',
  params: z.strictObject({ id: idQuerySchema }),
  response: c2cOrderSchema,
});

export const releaseC2cOrder = defineOperation({
  method: 'POST',
  path: '/c2c/orders/:id/release',
  auth: 'member',
  summary: 'The seller confirms the fiat arrived: the escrowed coin goes to the buyer.',
  params: z.strictObject({ id: idQuerySchema }),
  response: c2cOrderSchema,
});

export const cancelC2cOrder = defineOperation({
  method: 'POST',
  path: '/c2c/orders/:id/cancel',
  auth: 'member',
  summary: 'The buyer cancels an unpaid order: the escrow returns to the seller.',
  params: z.strictObject({ id: idQuerySchema }),
  response: c2cOrderSchema,
});

/** Multipart: field `reason` and an optional file `evidence`. Either side, once the buyer marked it paid. */
export const appealForm = {
  fields: z.strictObject({ reason: plainText(5, 500) }),
  files: ['evidence'],
} satisfies MultipartSpec;

export const appealC2cOrder = defineOperation({
  method: 'POST',
  path: '/c2c/orders/:id/appeal',
  auth: 'member',
  multipart: appealForm,
  summary: 'Either side asks staff to decide a paid order (the seller cannot cancel it).',
  params: z.strictObject({ id: idQuerySchema }),
  response: c2cOrderSchema,
});

/** Multipart: file `evidence`. Adds one image to an appealing order (at most C2C_EVIDENCE_MAX per order). */
export const evidenceForm = { fields: z.strictObject({}), files: ['evidence'] } satisfies MultipartSpec;

export const addC2cEvidence = defineOperation({
  method: 'POST',
  path: '/c2c/orders/:id/evidence',
  auth: 'member',
  multipart: evidenceForm,
  summary: 'Add an evidence image to an order under appeal.',
  params: z.strictObject({ id: idQuerySchema }),
  response: c2cOrderSchema,
});

/** A payment proof or evidence image of one of the caller's orders (the image itself, not an envelope). */
export const getC2cOrderFile = defineOperation({
  method: 'GET',
  path: '/c2c/order-file',
  auth: 'member',
  summary: 'A proof or evidence image of one of the caller’s C2C orders (the image itself).',
  query: z.strictObject({ id: idQuerySchema }),
  response: z.unknown(),
});
