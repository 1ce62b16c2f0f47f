import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Page } from '@/components/layouts/page';
import { WalletAmountDisplay } from '@/app/wallet-amount-display';
import { OrderHistoryList, parseOrderKind } from '@/features/wallet/components/order-history-list';
import type { OrderKind } from '@/features/wallet/components/order-history-list';

const KINDS: readonly OrderKind[] = ['recharge', 'withdrawal'];

/** Deposit and withdrawal history (spec §2) with review-status chips; the tab lives in the URL (`?kind=`). */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind = parseOrderKind(params.get('kind'));
  return (
    <Page title={t('orderHistory.title')} backTo={paths.funds.path}>
      <SegmentedControl
        label={t('orderHistory.tabsLabel')}
        value={kind}
        onChange={(next) => setParams({ kind: next }, { replace: true })}
        options={KINDS.map((value) => ({ value, label: t(`orderHistory.tabs.${value}`) }))}
      />
      <WalletAmountDisplay>
        <OrderHistoryList key={kind} kind={kind} />
      </WalletAmountDisplay>
    </Page>
  );
}
