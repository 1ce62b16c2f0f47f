export { HouseAccount, HOUSE_WALLET, TransferKind, Wallet } from './chart-of-accounts';
export { accountIdsFor, houseAccountId, userAccountId } from './accounts';
export { createPending, createTransfer, createTransfers, postPending, voidPending } from './transfers';
export type { LedgerTransfer, ResolveRequest, TransferRequest, TransferResult } from './transfers';
export { auditLedger } from './auditor';
export { houseBalances, userLiabilities, type HouseBalance } from './totals';
export type { LedgerAudit, LedgerProblem } from './auditor';
export {
  userAvailable,
  userBalance,
  userBalances,
  userMovementsSql,
  walletBalancesOf,
  type UserBalance,
} from './reads';
export { userTransferCount, userTransfers } from './user-transfers';
export {
  lockMoneyAccount,
  runMoneyRequest,
  runMoneyWork,
  type AccountBook,
  type AccountNeeds,
  type MoneyAccount,
  type MoneyGate,
  type MoneyOutcome,
  type MoneyScope,
  type UserMoneyRequest,
} from './money-request';
export { TransferBatcher, type GroupCommitOptions } from './group-commit';
export { createLedgerModule } from './ledger-module';
