export { HouseAccount, HOUSE_WALLET, TransferKind, Wallet } from './chart-of-accounts';
export { houseAccountId, userAccountId } from './accounts';
export { createPending, createTransfer, postPending, voidPending } from './transfers';
export type { LedgerTransfer, ResolveRequest, TransferRequest, TransferResult } from './transfers';
export { auditLedger } from './auditor';
export type { LedgerAudit, LedgerProblem } from './auditor';
export { userAvailable, userBalances, userMovementsSql, type UserBalance } from './reads';
