import { z } from 'zod';
import { decimalStringSchema, timestampMsSchema } from '../../common';

/**
 * C2C (peer-to-peer) trading, issue 20 §2 (anchor Binance P2P): verified merchants publish ads to buy or sell a coin
 * for a fiat currency; a taker opens an order, the coin sits in escrow (a ledger hold) while the buyer pays off the
 * platform, and the seller's release posts it to the buyer. Timeouts cancel, appeals are decided by staff.
 */

/** The coins C2C trades. */
export const C2C_ASSETS = ['USDT', 'BTC', 'ETH'] as const;
export type C2cAsset = (typeof C2C_ASSETS)[number];

/**
 * Ledger business types (modules/c2c/README.md): 1260 a sell ad's hold (seller spot → house c2c escrow, pending, voided
 * when it changes or closes), 1261 an order's escrow (seller spot → buyer spot, pending), 1262 its release (post),
 * 1263 its return to the seller (void), 1264 an ad hold given back (void).
 */
export const C2cBusinessType = {
  adHold: 1260,
  orderEscrow: 1261,
  release: 1262,
  returnToSeller: 1263,
  adHoldRelease: 1264,
} as const;

/** A merchant application: applied 0 (waiting for staff), approved 1, rejected -1, suspended -2 (no new ads or orders). */
export const MerchantStatus = { applied: 0, approved: 1, rejected: -1, suspended: -2 } as const;
export type MerchantStatus = (typeof MerchantStatus)[keyof typeof MerchantStatus];

/** The merchant's side of an ad: `sell` (the merchant sells the coin, takers buy) or `buy`. */
export const C2C_SIDES = ['sell', 'buy'] as const;
export type C2cSide = (typeof C2C_SIDES)[number];

/** An ad: online 1 (takers see it), offline 0 (paused, a sell ad's coin stays held), closed -1 (hold returned). */
export const C2cAdStatus = { online: 1, offline: 0, closed: -1 } as const;
export type C2cAdStatus = (typeof C2cAdStatus)[keyof typeof C2cAdStatus];

/** Fixed: the price is the ad's. Floating: the live index (coin in USDT × the fiat rate) × (1 + margin). */
export const C2C_PRICE_TYPES = ['fixed', 'floating'] as const;
export type C2cPriceType = (typeof C2C_PRICE_TYPES)[number];

/**
 * An order: unpaid 1 (the buyer must pay within the window), paid 2 (the seller must release), released 3 (the coin
 * reached the buyer), cancelled 4 (the escrow returned to the seller), appealing 5 (staff decide).
 */
export const C2cOrderStatus = { unpaid: 1, paid: 2, released: 3, cancelled: 4, appealing: 5 } as const;
export type C2cOrderStatus = (typeof C2cOrderStatus)[keyof typeof C2cOrderStatus];

/** Why an order ended as it did. */
export const C2C_ORDER_ENDINGS = [
  'seller_released',
  'buyer_cancelled',
  'timeout',
  'appeal_released',
  'appeal_returned',
] as const;
export type C2cOrderEnding = (typeof C2C_ORDER_ENDINGS)[number];

/** A step of an order's timeline. */
export const C2C_EVENT_KINDS = [
  'opened',
  'paid',
  'released',
  'cancelled',
  'expired',
  'appealed',
  'evidence',
  'decided_release',
  'decided_return',
] as const;
export type C2cEventKind = (typeof C2C_EVENT_KINDS)[number];

/** The payment window: default 15 minutes, 5 to 120. */
export const C2C_PAYMENT_WINDOW = { default: 15, min: 5, max: 120 } as const;
/** A floating ad's margin over the index: −20 % to +20 %. */
export const C2C_MARGIN_LIMIT = '0.2';
/** Payment methods one user may save for C2C, and accepted per ad. */
export const C2C_PAYMENT_METHODS_MAX = 10;
/** Evidence images per appeal. */
export const C2C_EVIDENCE_MAX = 5;

/** How a C2C payment method is paid: a bank transfer or an e-wallet (the provider is its name). */
export const C2C_METHOD_KINDS = ['bank', 'ewallet'] as const;
export type C2cMethodKind = (typeof C2C_METHOD_KINDS)[number];

/** A saved C2C payment method (payment method type 3): where the seller receives fiat. */
export const c2cPaymentMethodSchema = z.object({
  id: z.number().int(),
  kind: z.enum(C2C_METHOD_KINDS),
  /** The bank or e-wallet provider. */
  provider: z.string(),
  accountName: z.string(),
  accountNo: z.string(),
});
export type C2cPaymentMethod = z.infer<typeof c2cPaymentMethodSchema>;

/** A merchant's public statistics over the last 30 days. */
export const merchantStatsSchema = z.object({
  /** Orders released in the last 30 days. */
  orders30d: z.number().int(),
  /** Released ÷ (released + cancelled or returned against the merchant) over 30 days, 0–1; null without orders. */
  completionRate: decimalStringSchema.nullable(),
  /** Mean seconds from "paid" to the seller's release over 30 days; null without one. */
  avgReleaseSeconds: z.number().int().nullable(),
});
export type MerchantStats = z.infer<typeof merchantStatsSchema>;

export const merchantSchema = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  status: z.number().int(),
  remark: z.string().nullable(),
  appliedAt: timestampMsSchema,
  decidedAt: timestampMsSchema.nullable(),
  stats: merchantStatsSchema,
});
export type Merchant = z.infer<typeof merchantSchema>;

export const c2cAdSchema = z.object({
  id: z.number().int(),
  side: z.enum(C2C_SIDES),
  asset: z.string(),
  fiat: z.string(),
  priceType: z.enum(C2C_PRICE_TYPES),
  /** Fixed ads: the price; floating ads: null. */
  fixedPrice: decimalStringSchema.nullable(),
  /** Floating ads: the margin (0.02 = 2 % over the index); fixed ads: null. */
  margin: decimalStringSchema.nullable(),
  /** The price an order opened now gets (fiat per coin); null when a floating ad has no live index. */
  price: decimalStringSchema.nullable(),
  totalAmount: decimalStringSchema,
  /** What orders can still take (coin). */
  remainingAmount: decimalStringSchema,
  minOrderFiat: decimalStringSchema,
  maxOrderFiat: decimalStringSchema,
  paymentWindowMinutes: z.number().int(),
  terms: z.string(),
  status: z.number().int(),
  /** The payment methods the ad accepts (kinds and providers; account numbers only inside an order). */
  paymentMethods: z.array(
    z.object({ id: z.number().int(), kind: z.enum(C2C_METHOD_KINDS), provider: z.string() }),
  ),
  merchant: z.object({ userId: z.number().int(), nickname: z.string(), stats: merchantStatsSchema }),
  createdAt: timestampMsSchema,
});
export type C2cAd = z.infer<typeof c2cAdSchema>;

export const c2cOrderEventSchema = z.object({
  kind: z.enum(C2C_EVENT_KINDS),
  /** `buyer`, `seller`, `system` or `staff`. */
  by: z.string(),
  note: z.string().nullable(),
  at: timestampMsSchema,
});
export type C2cOrderEvent = z.infer<typeof c2cOrderEventSchema>;

export const c2cOrderSchema = z.object({
  id: z.number().int(),
  no: z.string(),
  adId: z.number().int(),
  asset: z.string(),
  fiat: z.string(),
  price: decimalStringSchema,
  amount: decimalStringSchema,
  fiatAmount: decimalStringSchema,
  status: z.number().int(),
  ending: z.enum(C2C_ORDER_ENDINGS).nullable(),
  /** The caller's side in this order (staff: `staff`). */
  role: z.enum(['buyer', 'seller', 'staff']),
  buyer: z.object({ userId: z.number().int(), name: z.string() }),
  seller: z.object({ userId: z.number().int(), name: z.string() }),
  /** Where to pay: the seller's accepted methods with their account numbers (shown to the buyer and the seller). */
  paymentMethods: z.array(c2cPaymentMethodSchema),
  /** The method the buyer said they paid with, once paid. */
  paidMethodId: z.number().int().nullable(),
  /** The payment proof and appeal evidence images (served by the order-file call to the two sides and staff). */
  files: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(['proof', 'evidence']),
      by: z.enum(['buyer', 'seller']),
      at: timestampMsSchema,
    }),
  ),
  terms: z.string(),
  /** The buyer must mark it paid before this; after it the order cancels. */
  payDeadline: timestampMsSchema,
  paidAt: timestampMsSchema.nullable(),
  endedAt: timestampMsSchema.nullable(),
  appeal: z.object({ by: z.enum(['buyer', 'seller']), reason: z.string(), at: timestampMsSchema }).nullable(),
  events: z.array(c2cOrderEventSchema),
  createdAt: timestampMsSchema,
});
export type C2cOrder = z.infer<typeof c2cOrderSchema>;
