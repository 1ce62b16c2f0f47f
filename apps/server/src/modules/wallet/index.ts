export { createWalletModule, type WalletModuleOptions } from './wallet-module';
export {
  creditConfirmedDeposit,
  recordDepositProgress,
  type ChainWatcher,
  type ConfirmedDeposit,
  type DepositProgress,
} from './chain-watcher';
export { seedDemoFunds } from './seed-demo-funds';
export { seedPaymentChannels } from './seed-channels';
export { toUsdt, type Balance } from './balances';
export {
  WALLET_HOLDINGS,
  WALLET_OUTFLOW_GUARDS,
  WALLET_VALUATIONS,
  WITHDRAWAL_LIMIT_BOOSTS,
  type WalletFigures,
  type WithdrawalLimitBoost,
  type WalletHoldings,
  type WalletOutflowGuard,
  type WalletValuation,
} from './wallet-extensions';
