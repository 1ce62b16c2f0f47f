import { SpotDirection, SpotOrderStatus, SpotOrderType } from './spot-enums';

/** The i18n keys of the spot enumerations (spec §3), and the colour of a side. */
export const sideKey = (direction: number) =>
  direction === SpotDirection.sell ? ('spot.ticket.sell' as const) : ('spot.ticket.buy' as const);

/** Buy in the "up" colour, sell in the "down" one: they follow the user's up/down colour preference. */
export const sideTextClass = (direction: number) =>
  direction === SpotDirection.sell ? 'text-down' : 'text-up';

/** Market, limit, or stop-limit (a limit with a trigger price). */
export const orderTypeKey = (order: { orderType: number; triggerPrice: string | null }) => {
  if (order.orderType === SpotOrderType.market) return 'spot.ticket.market' as const;
  return order.triggerPrice === null ? ('spot.ticket.limit' as const) : ('spot.ticket.stopLimit' as const);
};

const STATUS_KEYS = {
  [SpotOrderStatus.pending]: 'orders.status.pending',
  [SpotOrderStatus.filled]: 'orders.status.filled',
  [SpotOrderStatus.untriggered]: 'orders.status.untriggered',
  [SpotOrderStatus.cancelled]: 'orders.status.cancelled',
} as const;

export const statusKey = (status: number) =>
  STATUS_KEYS[status as keyof typeof STATUS_KEYS] ?? STATUS_KEYS[SpotOrderStatus.pending];

const STATUS_TONES = {
  [SpotOrderStatus.pending]: 'warning',
  [SpotOrderStatus.filled]: 'success',
  [SpotOrderStatus.untriggered]: 'warning',
  [SpotOrderStatus.cancelled]: 'neutral',
} as const;

export const statusTone = (status: number) => STATUS_TONES[status as keyof typeof STATUS_TONES] ?? 'neutral';
