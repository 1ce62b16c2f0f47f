import type {
  StockOrderDirection as DirectionValues,
  StockOrderStatus as StatusValues,
} from '@exchange/contracts/http/stock/index';
import type { OrderType as OrderTypeValues } from '@exchange/contracts/enums';

/** The contract's order statuses and sides, checked against it at compile time (a value import would bring zod). */
export const StockOrderStatus = {
  pending: 0,
  filled: 1,
  cancelled: 2,
} as const satisfies typeof StatusValues;
export const StockSide = { buy: 0, sell: 1 } as const satisfies typeof DirectionValues;
export type StockSideValue = (typeof StockSide)[keyof typeof StockSide];
export const StockOrderType = { market: 1, limit: 2 } as const satisfies typeof OrderTypeValues;
export type StockOrderTypeValue = (typeof StockOrderType)[keyof typeof StockOrderType];

export const sideKey = (direction: number) =>
  direction === StockSide.sell ? 'stockTrade.side.sell' : 'stockTrade.side.buy';

export const sideTextClass = (direction: number) => (direction === StockSide.sell ? 'text-down' : 'text-up');

export const orderTypeKey = (orderType: number) =>
  orderType === StockOrderType.limit ? 'stockTrade.orderType.limit' : 'stockTrade.orderType.market';

const STATUS_KEYS = {
  0: 'stockTrade.status.pending',
  1: 'stockTrade.status.filled',
  2: 'stockTrade.status.cancelled',
} as const;

export const statusKey = (status: number) =>
  STATUS_KEYS[status as keyof typeof STATUS_KEYS] ?? STATUS_KEYS[StockOrderStatus.pending];

export const statusTone = (status: number) =>
  status === StockOrderStatus.filled
    ? 'success'
    : status === StockOrderStatus.pending
      ? 'warning'
      : 'neutral';
