import type { ServerMessage } from '@exchange/contracts';
import type { BookBrackets, BookPosition } from './position-book';

/** A resting order as the engine screens it: a buy fills when the last price is at or below `price`. */
export interface RiskOrder {
  id: number;
  symbol: string;
  isBuy: boolean;
  price: number;
}

/** Everything the engine keeps about one user, rebuilt from the database by the contract module. */
export interface RiskUser {
  userId: number;
  /** Contract available + the margin of every cross position (float, for screening). */
  crossWallet: number;
  positions: BookPosition[];
  orders: RiskOrder[];
  /** The user's live account summary at the current prices, or null when there is nothing to show. */
  accountPush: () => ServerMessage | null;
}

/** What the engine asks of the contract module: reads, and actions that re-check exactly before they move money. */
export interface RiskActions {
  /** Users with open positions or resting orders ('all'), or exactly these users (empty ones included). */
  loadUsers(userIds: readonly number[] | 'all'): Promise<RiskUser[]>;
  bracketsBySymbol(): ReadonlyMap<string, BookBrackets>;
  liquidate(positionId: number): Promise<boolean>;
  fireStop(positionId: number): Promise<boolean>;
  fillOrder(orderId: number): Promise<boolean>;
  push(userId: number, message: ServerMessage): Promise<void>;
}
