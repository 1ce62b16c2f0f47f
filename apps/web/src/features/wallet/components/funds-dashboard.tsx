import type { FundsOverview } from '@/data/assets/get-funds-overview';
import { AssetList } from './asset-list';
import { FundsActions } from './funds-actions';
import { FundsOverviewCard } from './funds-overview-card';
import { WalletCards } from './wallet-cards';

/**
 * The wallet tab: headline total and actions (side by side from 640 px), the three wallets, then the spot assets.
 */
export function FundsDashboard({
  overview,
  onToggleAmounts,
}: {
  overview: FundsOverview;
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
      <WalletCards overview={overview} />
      <AssetList assets={overview.coin.walletList} />
    </div>
  );
}
