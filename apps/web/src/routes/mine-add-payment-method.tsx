import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { usePaymentMethod } from '@/features/payments/api/get-payment-method';
import { useWithdrawalChannels } from '@/features/payments/api/list-withdrawal-channels';
import { BankCardForm } from '@/features/payments/components/bank-card-form';
import { CryptoAddressForm } from '@/features/payments/components/crypto-address-form';
import { ChannelMethod, kindOfTypeParam, methodTypeOfKind } from '@/features/payments/utils/channel-method';
import { idParam } from '@/lib/id-param';
import { notify } from '@/lib/notify';
import { useGoBack } from '@/lib/use-go-back';

/** Add (`?type=0|4`) or edit (`&id=`) a bank card or crypto withdrawal address. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const kind = kindOfTypeParam(searchParams.get('type'));
  const id = idParam(searchParams.get('id'));
  const listPath = `${paths.mineBank.path}?type=${methodTypeOfKind(kind)}`;
  const goBack = useGoBack(listPath);
  const existing = usePaymentMethod(kind, id);
  const channels = useWithdrawalChannels();
  const isEditing = id !== null;
  const title =
    kind === 'bankCard'
      ? t(isEditing ? 'paymentMethods.editBankCard' : 'paymentMethods.addBankCard')
      : t(isEditing ? 'paymentMethods.editAddress' : 'paymentMethods.addAddress');
  const onSaved = () => {
    notify.success(t('paymentMethods.saved'));
    goBack();
  };
  const editing = existing.data ? { id: existing.data.id, values: existing.data.values } : undefined;
  const networks = (channels.data ?? [])
    .filter((channel) => channel.methodType === ChannelMethod.virtualCurrency)
    .map(({ coin, chain }) => ({ coin, chain }));
  const edited = existing.data?.values;
  if (
    edited?.coin &&
    edited.chain &&
    !networks.some((n) => n.coin === edited.coin && n.chain === edited.chain)
  )
    networks.push({ coin: edited.coin, chain: edited.chain });

  const isLoading = (isEditing && existing.isPending) || (kind === 'virtualWallet' && channels.isPending);
  const failed =
    isEditing && existing.isError ? existing : kind === 'virtualWallet' && channels.isError ? channels : null;
  return (
    <Page title={title} backTo={listPath}>
      {isLoading ? <LoadingState /> : null}
      {failed ? <ErrorState onRetry={() => void failed.refetch()} /> : null}
      {!isLoading && !failed && kind === 'bankCard' ? (
        <BankCardForm editing={editing} onSaved={onSaved} />
      ) : null}
      {!isLoading && !failed && kind === 'virtualWallet' ? (
        networks.length === 0 ? (
          <EmptyState message={t('paymentMethods.noNetworks')} />
        ) : (
          <CryptoAddressForm networks={networks} editing={editing} onSaved={onSaved} />
        )
      ) : null}
    </Page>
  );
}
