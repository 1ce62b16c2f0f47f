import { useTranslation } from 'react-i18next';
import { Badge } from '@exchange/ui/badge';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import type { Merchant } from '../api/c2c-queries';
import { useMyMerchant } from '../api/c2c-queries';
import { MerchantStatus } from '../utils/c2c-rules';
import { merchantStatusOf } from '../utils/c2c-status';
import { C2cMerchantApplyForm } from './c2c-merchant-apply-form';
import { C2cMerchantStats } from './c2c-merchant-stats';
import { C2cMyAds } from './c2c-my-ads';
import { C2cPaymentMethodsPanel } from './c2c-payment-methods-panel';

/** The caller's application as it stands: waiting, approved (with the 30-day figures), rejected or suspended. */
function MerchantStatusCard({ merchant }: { merchant: Merchant }) {
  const { t } = useTranslation();
  const status = merchantStatusOf(merchant.status);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold">{merchant.nickname}</span>
        <Badge tone={status.tone}>{t(`c2c.merchantArea.status.${status.key}`)}</Badge>
      </div>
      {merchant.status === MerchantStatus.approved ? <C2cMerchantStats stats={merchant.stats} /> : null}
      <p className="text-sm text-muted">{t(`c2c.merchantArea.explain.${status.key}`)}</p>
      {merchant.remark ? (
        <p className="text-sm">{t('c2c.merchantArea.remark', { remark: merchant.remark })}</p>
      ) : null}
    </div>
  );
}

/** Becoming a merchant: the application form, or its state (a rejected applicant may apply again). */
function MerchantSection({ merchant }: { merchant: Merchant | null }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('c2c.merchantArea.title')}
      className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4"
    >
      <h2 className="text-base font-semibold">{t('c2c.merchantArea.title')}</h2>
      {merchant ? <MerchantStatusCard merchant={merchant} /> : null}
      {merchant === null || merchant.status === MerchantStatus.rejected ? <C2cMerchantApplyForm /> : null}
    </section>
  );
}

/**
 * The "My ads" tab of `/c2c/list`: the merchant application and its state, the caller's payment methods (anyone
 * selling needs one), and for an approved merchant their ads and "Post ad". Two columns on a wide screen.
 */
export function C2cMerchantArea({ fiats }: { fiats: readonly string[] }) {
  const merchant = useMyMerchant();
  if (merchant.isPending) return <LoadingState />;
  if (merchant.isError) return <ErrorState onRetry={() => void merchant.refetch()} />;
  const isApproved = merchant.data?.status === MerchantStatus.approved;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
      <div className="flex flex-col gap-4">
        <MerchantSection merchant={merchant.data} />
        <C2cPaymentMethodsPanel />
      </div>
      {isApproved ? <C2cMyAds fiats={fiats} /> : null}
    </div>
  );
}
