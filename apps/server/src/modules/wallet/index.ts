export { registerWalletModule } from './wallet-routes';
export { registerAdminWalletRoutes } from './admin-wallet-routes';
export { seedPaymentChannels } from './seed-channels';
export { creditConfirmedDeposit, type ChainWatcher, type ConfirmedDeposit } from './chain-watcher';
export { seedDemoFunds } from './seed-demo-funds';
