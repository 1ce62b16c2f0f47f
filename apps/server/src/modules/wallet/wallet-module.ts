import type { ServerModule } from '../../platform/modules/index';
import { CHAT_SUBJECTS } from '../im/index';
import { ACCOUNT_COMMITMENTS } from '../member/index';
import { registerAdminFinanceRoutes } from './admin/admin-finance-routes';
import { registerAdminWalletRoutes } from './admin-wallet-routes';
import { creditConfirmedDeposit, recordDepositProgress, type ChainWatcher } from './chain-watcher';
import { rechargeChatSubject } from './recharge-chat';
import { pendingReviewCounts } from './review-orders';
import { seedPaymentChannels } from './seed-channels';
import { seedDemoFunds } from './seed-demo-funds';
import { registerWalletRoutes } from './wallet-routes';

export interface WalletModuleOptions {
  /** What reports confirmed chain deposits; none by default (deposits are then credited by staff review). */
  chainWatcher?: ChainWatcher | undefined;
}

/**
 * Wallets, transfers, deposits, withdrawals, payment methods, swaps and fund records (spec §7), and their staff
 * side. Products value their wallets and guard their outflows through `wallet-extensions.ts`.
 */
export const createWalletModule = ({ chainWatcher }: WalletModuleOptions = {}): ServerModule => ({
  name: 'wallet',
  dependsOn: ['ledger', 'market', 'member', 'system', 'im'],
  init: (context) => {
    context.modules.contribute(ACCOUNT_COMMITMENTS, {
      count: pendingReviewCounts,
      labels: {
        pendingWithdrawalCount: { one: 'withdrawal in review', other: 'withdrawals in review' },
        pendingDepositCount: { one: 'deposit in review', other: 'deposits in review' },
      },
    });
    // A deposit's chat with support (bank card, crypto screenshot, third party).
    context.modules.contribute(CHAT_SUBJECTS, rechargeChatSubject);
  },
  seed: async (context, run) => {
    await seedPaymentChannels(context);
    if (run.demo) await seedDemoFunds(context, run.demo.email);
  },
  registerAppRoutes: registerWalletRoutes,
  registerAdminRoutes: (admin, context) => {
    registerAdminWalletRoutes(admin, context);
    registerAdminFinanceRoutes(admin, context);
  },
  start: async (context) => {
    await chainWatcher?.start(
      async (deposit) => {
        await creditConfirmedDeposit(context, deposit);
      },
      async (deposit) => {
        await recordDepositProgress(context, deposit);
      },
    );
  },
  stop: async () => chainWatcher?.stop(),
});
