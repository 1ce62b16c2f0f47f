import {
  ContractOrderAction,
  ContractOrderStatus,
  ContractOrderTrigger,
  MarginMode,
  OrderType,
  PositionSide,
} from '@exchange/contracts/enums';
import type { Direction } from '@exchange/domain/contract/position-math';

/** The i18n keys of the contract enumerations (spec §3), and the colour of a side. */
export function asDirection(value: number): Direction {
  return value === PositionSide.short ? PositionSide.short : PositionSide.long;
}

export const sideKey = (direction: number) =>
  direction === PositionSide.short ? ('contract.side.short' as const) : ('contract.side.long' as const);

/** Long in the "up" colour, short in the "down" one: they follow the user's up/down colour preference. */
export const sideTextClass = (direction: number) =>
  direction === PositionSide.short ? 'text-down' : 'text-up';

export const orderTypeKey = (orderType: number) =>
  orderType === OrderType.limit
    ? ('contract.orderType.limit' as const)
    : ('contract.orderType.market' as const);

export const marginModeKey = (marginMode: number) =>
  marginMode === MarginMode.segmented
    ? ('contract.marginMode.isolated' as const)
    : ('contract.marginMode.cross' as const);

export const actionKey = (action: number) =>
  action === ContractOrderAction.close
    ? ('contract.action.close' as const)
    : ('contract.action.open' as const);

const STATUS_KEYS = {
  [ContractOrderStatus.pending]: 'contract.status.pending',
  [ContractOrderStatus.filled]: 'contract.status.filled',
  [ContractOrderStatus.cancelled]: 'contract.status.cancelled',
} as const;

export const statusKey = (status: number) =>
  STATUS_KEYS[status as keyof typeof STATUS_KEYS] ?? STATUS_KEYS[ContractOrderStatus.pending];

const TRIGGER_KEYS = {
  [ContractOrderTrigger.user]: 'contract.trigger.user',
  [ContractOrderTrigger.takeProfit]: 'contract.trigger.takeProfit',
  [ContractOrderTrigger.stopLoss]: 'contract.trigger.stopLoss',
  [ContractOrderTrigger.liquidation]: 'contract.trigger.liquidation',
  [ContractOrderTrigger.reverse]: 'contract.trigger.reverse',
} as const;

export const triggerKey = (trigger: number) =>
  TRIGGER_KEYS[trigger as keyof typeof TRIGGER_KEYS] ?? TRIGGER_KEYS[ContractOrderTrigger.user];
