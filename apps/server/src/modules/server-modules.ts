import type { ServerModule } from '../platform/modules/index';
import { createAiModule } from './ai/index';
import { createSubscriptionModule } from './subscription/index';
import { createBlockTradeModule } from './block-trade/index';
import { createLoanModule } from './loan/index';
import { createVipModule } from './vip/index';
import { createInviteModule } from './invite/index';
import { createC2cModule } from './c2c/index';
import { createImModule } from './im/index';
import { createNoticesModule } from './notices/index';
import { createContentModule } from './content/index';
import { createForumModule } from './forum/index';
import { createAuthModule } from './auth/index';
import { createContractModule, type ContractModuleOptions } from './contract/index';
import { createDemoFundsModule } from './demo-funds/index';
import { createFastContractModule } from './fast-contract/index';
import { createLedgerModule } from './ledger/index';
import { createMarketModule } from './market/index';
import { createMemberModule } from './member/index';
import { createStaffModule } from './staff/index';
import { createStockModule } from './stock/index';
import { createSpotModule } from './spot/index';
import { createSystemModule } from './system/index';
import { createWalletModule, type WalletModuleOptions } from './wallet/index';

export type ServerModuleOptions = WalletModuleOptions & ContractModuleOptions;

/**
 * Every module of the server, fresh for one app. The app runs their steps in dependency order; among modules that do
 * not depend on each other, in this order (so staff's guard precedes the other admin routes). A new product adds
 * one line here and nothing else outside its folder (ARCHITECTURE.md "Adding a module").
 */
export const serverModules = (options: ServerModuleOptions = {}): ServerModule[] => [
  createLedgerModule(),
  createNoticesModule(),
  createStaffModule(),
  createSystemModule(),
  createAuthModule(),
  createMemberModule(),
  createMarketModule(),
  createWalletModule(options),
  createContractModule(options),
  createDemoFundsModule(),
  createStockModule(),
  createFastContractModule(),
  createSpotModule(options),
  createAiModule(),
  createSubscriptionModule(),
  createBlockTradeModule(),
  createLoanModule(),
  createVipModule(),
  createInviteModule(),
  createImModule(),
  createC2cModule(),
  createContentModule(),
  createForumModule(),
];
