import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { BlockOrderDetail } from '@/features/block-trade/components/block-order-detail';

/** `/order/bulk/detail?id=`: one block order — price, source price and time, lock-up status and countdown. */
export function Component() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  return (
    <Page title={t('block.order.title')} backTo={`${paths.order.path}?tab=block`}>
      <BlockOrderDetail id={/^\d{1,15}$/.test(id) ? Number(id) : null} />
    </Page>
  );
}
