import type { FundsOverview } from '@/data/assets/get-funds-overview';
import { AssetList } from './asset-list';
import { DemoFundsCard } from './demo-funds-card';
import { FundsActions } from './funds-actions';
import { FundsOverviewCard } from './funds-overview-card';
import { PendingDeposits } from './pending-deposits';
import { WalletCards } from './wallet-cards';

/**
 * The wallet tab: headline total and actions (side by side from 640 px), the deposits in progress, demo funds (demo
 * market only), the three wallets, then the spot assets.
 */
export function FundsDashboard({
  overview,
  isDemo,
  onToggleAmounts,
}: {
  overview: FundsOverview;
  /** The market is the labelled simulator (feed status): only then is "Get demo funds" offered. */
  isDemo: boolean;
  onToggleAmounts: () => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 sm:items-stretch">
        <FundsOverviewCard overview={overview} onToggleAmounts={onToggleAmounts} />
        <div className="flex items-center rounded-2xl bg-surface-raised p-2">
          <div className="w-full">
            <FundsActions />
          </div>
        </div>
      </div>
      <PendingDeposits />
      <DemoFundsCard isDemo={isDemo} />
      <WalletCards overview={overview} />
      <AssetList assets={overview.coin.walletList} />
    </div>
  );
}
