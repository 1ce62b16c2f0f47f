import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Page } from '@/components/layouts/page';
import { PaymentMethodList } from '@/features/payments/components/payment-method-list';
import { kindOfTypeParam, methodTypeOfKind } from '@/features/payments/utils/channel-method';
import type { PaymentMethodKind } from '@/features/payments/utils/channel-method';

/** Saved withdrawal destinations (`?type=0|4`): bank cards and crypto addresses, one tab each. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const kind = kindOfTypeParam(searchParams.get('type'));
  return (
    <Page title={t('paymentMethods.title')} backTo={paths.mine.path}>
      <SegmentedControl<PaymentMethodKind>
        label={t('paymentMethods.tabs')}
        value={kind}
        onChange={(next) => setSearchParams({ type: String(methodTypeOfKind(next)) }, { replace: true })}
        options={[
          { value: 'bankCard', label: t('paymentMethods.bankCards') },
          { value: 'virtualWallet', label: t('paymentMethods.addresses') },
        ]}
      />
      <PaymentMethodList key={kind} kind={kind} />
    </Page>
  );
}
