export { registerWalletModule } from './wallet-routes';
export { registerAdminWalletRoutes } from './admin-wallet-routes';
export { registerAdminFinanceRoutes } from './admin/admin-finance-routes';
export { seedPaymentChannels } from './seed-channels';
export { creditConfirmedDeposit, type ChainWatcher, type ConfirmedDeposit } from './chain-watcher';
export { seedDemoFunds } from './seed-demo-funds';
export { pendingReviewCounts } from './review-orders';
