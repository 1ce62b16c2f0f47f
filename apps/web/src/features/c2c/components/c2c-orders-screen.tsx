import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SegmentedControl } from '@/components/ui/segmented-control';
import type { C2cListTab } from '../utils/c2c-links';
import { idParam } from '@/lib/id-param';
import { listTabParam } from '../utils/c2c-links';
import { C2cMerchantArea } from './c2c-merchant-area';
import { C2cOrderDetail } from './c2c-order-detail';
import { C2cOrderList } from './c2c-order-list';

/** The order `/c2c/list?order=` shows, or null for the lists. */
export const useC2cOrderParam = () => idParam(useSearchParams()[0].get('order'));

/**
 * `/c2c/list`: the caller's C2C orders in progress (`?tab=open`) and completed (`?tab=done`), and the merchant area
 * (`?tab=ads`); `?order=<id>` shows one order instead.
 */
export function C2cOrdersScreen({ fiats }: { fiats: readonly string[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const orderId = idParam(params.get('order'));
  const tab = listTabParam(params.get('tab'));
  if (orderId !== null) return <C2cOrderDetail key={orderId} id={orderId} />;
  return (
    <div className="flex flex-col gap-4">
      <SegmentedControl<C2cListTab>
        label={t('c2c.list.tabsLabel')}
        value={tab}
        onChange={(next) => setParams({ tab: next }, { replace: true })}
        options={[
          { value: 'open', label: t('c2c.list.open') },
          { value: 'done', label: t('c2c.list.done') },
          { value: 'ads', label: t('c2c.list.ads') },
        ]}
      />
      {tab === 'ads' ? <C2cMerchantArea fiats={fiats} /> : <C2cOrderList key={tab} scope={tab} />}
    </div>
  );
}
