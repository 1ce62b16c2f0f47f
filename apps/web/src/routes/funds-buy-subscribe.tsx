import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { BuySubscribeScreen } from '@/features/subscription/components/buy-subscribe-screen';

/** `/funds/buySubscribe?id=`: a project's terms and allotment rule, and the commit or buy form while it is open. */
export function Component() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  return (
    <Page title={t('subscription.buy.title')} backTo={paths.pcIeo.path} width="wide">
      <BuySubscribeScreen id={/^\d{1,15}$/.test(id) ? Number(id) : null} />
    </Page>
  );
}
