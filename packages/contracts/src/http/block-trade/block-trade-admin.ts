import { z } from 'zod';
import { decimalStringSchema, timestampMsSchema } from '../../common';
import { StaffPermission } from '../admin/permissions';
import { defineOperation } from '../operation';
import { int4IdSchema } from '../../strict-text';
import {
  blockLockupSecondsSchema,
  blockOfferSchema,
  blockOfferStatusSchema,
  blockQuantitySchema,
  blockRateSchema,
} from './block-trade-common';
import { spotSymbolSchema } from '../spot/spot-common';

/**
 * Block offers on the staff API (paths relative to `/api/admin-api`). Staff set the terms of future buys — the
 * instrument, the disclosed rate, size limits, the total on offer, the lock-up and the status — never a price: a buy
 * fills at the source's live price. A running order keeps the terms it was bought on (they are copied onto it).
 */

/** Whether unsigned decimal `a` ≤ `b`, exactly (the contracts package has no decimal library). */
const isAtMost = (a: string, b: string) => {
  const [aWhole = '', aFraction = ''] = a.replace(/^0+(?=\d)/, '').split('.');
  const [bWhole = '', bFraction = ''] = b.replace(/^0+(?=\d)/, '').split('.');
  if (aWhole.length !== bWhole.length) return aWhole.length < bWhole.length;
  const width = Math.max(aFraction.length, bFraction.length);
  return `${aWhole}.${aFraction.padEnd(width, '0')}` <= `${bWhole}.${bFraction.padEnd(width, '0')}`;
};

const termsShape = {
  rate: blockRateSchema,
  minQuantity: blockQuantitySchema,
  maxQuantity: blockQuantitySchema,
  totalQuantity: blockQuantitySchema,
  lockupSeconds: blockLockupSecondsSchema,
  status: blockOfferStatusSchema,
};

type Terms = { minQuantity: string; maxQuantity: string; totalQuantity: string };
const withOrderedLimits = <T extends z.ZodType<Terms>>(schema: T) =>
  schema
    .refine((terms) => isAtMost(terms.minQuantity, terms.maxQuantity), {
      path: ['maxQuantity'],
      message: 'must be at least minQuantity',
    })
    .refine((terms) => isAtMost(terms.maxQuantity, terms.totalQuantity), {
      path: ['totalQuantity'],
      message: 'must be at least maxQuantity',
    });

export const blockOfferCreateSchema = withOrderedLimits(
  z.strictObject({ symbol: spotSymbolSchema, ...termsShape }),
);
export type BlockOfferCreate = z.infer<typeof blockOfferCreateSchema>;

/** An update replaces the terms of future buys of offer `id`; the instrument of an offer never changes. */
export const blockOfferUpdateSchema = withOrderedLimits(z.strictObject({ id: int4IdSchema, ...termsShape }));
export type BlockOfferUpdate = z.infer<typeof blockOfferUpdateSchema>;

/** The staff view of an offer: what was sold, how many orders are still in lock-up, who changed it last. */
export const adminBlockOfferSchema = blockOfferSchema.extend({
  soldQuantity: decimalStringSchema,
  lockedOrderCount: z.number().int(),
  updatedBy: z.string(),
  updatedAt: timestampMsSchema,
});
export type AdminBlockOffer = z.infer<typeof adminBlockOfferSchema>;

export const adminListBlockOffers = defineOperation({
  method: 'GET',
  path: '/block-trade/offers',
  auth: 'staff',
  permission: StaffPermission.marketsRead,
  summary: 'Every block offer with its terms, what was sold and the orders still in lock-up.',
  response: z.object({ list: z.array(adminBlockOfferSchema) }),
});

export const adminCreateBlockOffer = defineOperation({
  method: 'POST',
  path: '/block-trade/offers',
  auth: 'staff',
  permission: StaffPermission.marketsWrite,
  summary: 'Create a block offer on a listed spot pair (audited).',
  body: blockOfferCreateSchema,
  response: adminBlockOfferSchema,
});

export const adminUpdateBlockOffer = defineOperation({
  method: 'PUT',
  path: '/block-trade/offers/update',
  auth: 'staff',
  permission: StaffPermission.marketsWrite,
  summary:
    'Replace an offer’s terms for future buys, or pause it (audited). Orders already bought keep their own terms.',
  body: blockOfferUpdateSchema,
  response: adminBlockOfferSchema,
});
