import i18next from 'i18next';
import type { AdminVipReachedBy } from '@exchange/contracts/http/admin/index';
import { AiKind, AiOrderStatus } from '@exchange/contracts/http/ai/ai-common';
import { BlockOrderStatus } from '@exchange/contracts/http/block-trade/block-trade-common';
import {
  FastContractDirection,
  FastContractStatus,
} from '@exchange/contracts/http/fast-contract/fast-contract-common';
import { LoanStatus } from '@exchange/contracts/http/loan/loan-common';
import { StockOrderDirection, StockOrderStatus } from '@exchange/contracts/http/stock/stock-common';
import {
  SubscriptionKind,
  SubscriptionOrderStatus,
} from '@exchange/contracts/http/subscription/subscription-common';
import { VipApplicationStatus } from '@exchange/contracts/http/vip/vip-common';
import type en from '@/locales/en.json';

type LabelKey = `userProducts.${keyof (typeof en)['userProducts']}`;

/** A code's label from its table, or the code itself when the table does not know it (a newer server). */
const labelFrom =
  (keys: Readonly<Record<number, LabelKey>>) =>
  (code: number): string => {
    const key = keys[code];
    return key ? i18next.t(key) : String(code);
  };

export const fastDirectionLabel = labelFrom({
  [FastContractDirection.up]: 'userProducts.fastUp',
  [FastContractDirection.down]: 'userProducts.fastDown',
});

export const fastStatusLabel = labelFrom({
  [FastContractStatus.open]: 'userProducts.fastOpen',
  [FastContractStatus.won]: 'userProducts.fastWon',
  [FastContractStatus.lost]: 'userProducts.fastLost',
  [FastContractStatus.tieRefunded]: 'userProducts.fastTieRefunded',
  [FastContractStatus.voidRefunded]: 'userProducts.fastVoidRefunded',
});

export const stockDirectionLabel = labelFrom({
  [StockOrderDirection.buy]: 'userProducts.stockBuy',
  [StockOrderDirection.sell]: 'userProducts.stockSell',
});

export const stockStatusLabel = labelFrom({
  [StockOrderStatus.pending]: 'userProducts.stockPending',
  [StockOrderStatus.filled]: 'userProducts.stockFilled',
  [StockOrderStatus.cancelled]: 'userProducts.stockCancelled',
});

export const blockStatusLabel = labelFrom({
  [BlockOrderStatus.locked]: 'userProducts.blockLocked',
  [BlockOrderStatus.released]: 'userProducts.blockReleased',
});

export const loanStatusLabel = labelFrom({
  [LoanStatus.open]: 'userProducts.loanOpen',
  [LoanStatus.repaid]: 'userProducts.loanRepaid',
  [LoanStatus.liquidated]: 'userProducts.loanLiquidated',
});

export const aiKindLabel = labelFrom({
  [AiKind.quantitative]: 'userProducts.aiGrid',
  [AiKind.regular]: 'userProducts.aiDca',
});

export const aiStatusLabel = labelFrom({
  [AiOrderStatus.running]: 'userProducts.aiRunning',
  [AiOrderStatus.settled]: 'userProducts.aiSettled',
  [AiOrderStatus.settledEarly]: 'userProducts.aiSettledEarly',
});

export const subscriptionKindLabel = labelFrom({
  [SubscriptionKind.ieo]: 'userProducts.subscriptionIeo',
  [SubscriptionKind.ipo]: 'userProducts.subscriptionIpo',
});

export const subscriptionStatusLabel = labelFrom({
  [SubscriptionOrderStatus.committed]: 'userProducts.subscriptionCommitted',
  [SubscriptionOrderStatus.allotted]: 'userProducts.subscriptionAllotted',
  [SubscriptionOrderStatus.distributed]: 'userProducts.subscriptionDistributed',
  [SubscriptionOrderStatus.refunded]: 'userProducts.subscriptionRefunded',
});

export const vipApplicationStatusLabel = labelFrom({
  [VipApplicationStatus.pending]: 'userProducts.vipApplicationPending',
  [VipApplicationStatus.approved]: 'userProducts.vipApplicationApproved',
  [VipApplicationStatus.rejected]: 'userProducts.vipApplicationRejected',
});

const VIP_REACHED_BY_KEYS: Record<AdminVipReachedBy, LabelKey> = {
  base: 'userProducts.vipReachedBase',
  volume: 'userProducts.vipReachedVolume',
  holdings: 'userProducts.vipReachedHoldings',
  qualified: 'userProducts.vipReachedQualified',
  purchased: 'userProducts.vipReachedPurchased',
  approved: 'userProducts.vipReachedApproved',
};

export function vipReachedByLabel(reachedBy: AdminVipReachedBy): string {
  return i18next.t(VIP_REACHED_BY_KEYS[reachedBy]);
}
