import type {
  CONTRACT_ORDER_SCOPES,
  ContractOrder,
  ContractPosition,
  ContractSpec,
  OrderInfo,
} from '@exchange/contracts/http/contract/index';
import type { MarketListRow } from '@exchange/contracts/http/market/market-row';
import type {
  ContractLiquidation,
  ContractStop,
  MarketRow,
  PositionTick,
} from '@exchange/contracts/ws/data-socket';

/** The contract's types, imported as types only (zod stays out of the screens' chunks). */
export type {
  ContractLiquidation,
  ContractOrder,
  ContractPosition,
  ContractSpec,
  ContractStop,
  MarketRow,
  OrderInfo,
  PositionTick,
};
export type ContractOrderScope = (typeof CONTRACT_ORDER_SCOPES)[number];
/** A perpetual as the market list has it (type 2): its symbol, assets, accuracies and last quote. */
export type Perpetual = MarketListRow;
