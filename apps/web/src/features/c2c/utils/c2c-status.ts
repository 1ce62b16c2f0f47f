import type { BadgeTone } from '@exchange/ui/badge';
import { C2cAdStatus, C2cOrderStatus, MerchantStatus } from './c2c-rules';

/** An order status as its `c2c.status.*` key and badge tone. */
const ORDER_STATUS = {
  [C2cOrderStatus.unpaid]: { key: 'unpaid', tone: 'warning' },
  [C2cOrderStatus.paid]: { key: 'paid', tone: 'warning' },
  [C2cOrderStatus.released]: { key: 'released', tone: 'success' },
  [C2cOrderStatus.cancelled]: { key: 'cancelled', tone: 'neutral' },
  [C2cOrderStatus.appealing]: { key: 'appealing', tone: 'danger' },
} as const satisfies Record<number, { key: string; tone: BadgeTone }>;

export const orderStatusOf = (status: number) =>
  ORDER_STATUS[status as keyof typeof ORDER_STATUS] ?? ORDER_STATUS[C2cOrderStatus.unpaid];

/** An ad status as its `c2c.myAds.status.*` key and badge tone. */
const AD_STATUS = {
  [C2cAdStatus.online]: { key: 'online', tone: 'success' },
  [C2cAdStatus.offline]: { key: 'offline', tone: 'warning' },
  [C2cAdStatus.closed]: { key: 'closed', tone: 'neutral' },
} as const satisfies Record<number, { key: string; tone: BadgeTone }>;

export const adStatusOf = (status: number) =>
  AD_STATUS[status as keyof typeof AD_STATUS] ?? AD_STATUS[C2cAdStatus.closed];

/** A merchant status as its `c2c.merchantArea.status.*` key and badge tone. */
const MERCHANT_STATUS = {
  [MerchantStatus.applied]: { key: 'applied', tone: 'warning' },
  [MerchantStatus.approved]: { key: 'approved', tone: 'success' },
  [MerchantStatus.rejected]: { key: 'rejected', tone: 'danger' },
  [MerchantStatus.suspended]: { key: 'suspended', tone: 'danger' },
} as const satisfies Record<number, { key: string; tone: BadgeTone }>;

export const merchantStatusOf = (status: number) =>
  MERCHANT_STATUS[status as keyof typeof MERCHANT_STATUS] ?? MERCHANT_STATUS[MerchantStatus.applied];
