import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipLevel } from '@exchange/contracts/http/vip/index';
import { Button } from '@exchange/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date-time';
import { useIdempotencyKey } from '@/lib/idempotency';
import { useBuyVip, useVipConfig, useVipDetail } from '../api/vip-queries';
import { formatUsdt } from '../utils/vip-format';
import { VipBenefitLines } from './vip-benefit-lines';
import { VipBuyDialog } from './vip-buy-dialog';

/**
 * `/mine/upgradeplan`: the levels on sale above the caller's (or theirs, to extend a bought term), each with its price,
 * term and benefits; buying asks for confirmation with exactly what is paid and until when the level holds.
 */
export function VipUpgradeScreen() {
  const { t, i18n } = useTranslation();
  const config = useVipConfig();
  const detail = useVipDetail();
  const buy = useBuyVip();
  const { keyFor, reset } = useIdempotencyKey();
  const [choice, setChoice] = useState<VipLevel | null>(null);
  if (config.isPending || detail.isPending) return <LoadingState />;
  if (config.isError || detail.isError)
    return (
      <ErrorState
        onRetry={() => {
          void config.refetch();
          void detail.refetch();
        }}
      />
    );
  const current = detail.data;
  const offers = config.data.filter(
    (level) =>
      level.isPurchasable &&
      (level.level > current.level ||
        (level.level === current.level && current.purchasedLevel === level.level)),
  );
  const error = buy.error instanceof ApiError ? buy.error.msg : buy.error ? t('vip.buy.failed') : null;
  const confirm = () => {
    if (!choice || choice.price === null || choice.termDays === null) return;
    const request = { level: choice.level, price: choice.price, termDays: choice.termDays };
    buy.mutate(
      { request, idempotencyKey: keyFor(request) },
      {
        onSuccess: () => reset(),
        onSettled: () => setChoice(null),
      },
    );
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('vip.buy.intro', { name: current.name })}</p>
      {buy.isSuccess ? (
        <p role="status" className="rounded-xl bg-success/15 px-3 py-2 text-sm text-success">
          {t('vip.buy.done', {
            level: buy.data.level,
            date: formatDateTime(buy.data.endsAt, i18n.language),
          })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-xl bg-danger/15 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      {offers.length === 0 ? <EmptyState message={t('vip.buy.none')} /> : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {offers.map((level) => (
          <li key={level.level} className="flex flex-col gap-2 rounded-2xl bg-surface-raised p-4">
            <div className="flex items-baseline justify-between gap-2">
              <span className="text-lg font-semibold">{level.name}</span>
              <span dir="ltr" className="text-sm font-semibold">
                {level.price === null ? null : formatUsdt(level.price)}
              </span>
            </div>
            <p className="text-xs text-muted">{t('vip.buy.term', { days: level.termDays })}</p>
            <VipBenefitLines benefits={level} />
            <Button
              onClick={() => setChoice(level)}
              isLoading={buy.isPending && choice?.level === level.level}
            >
              {level.level === current.level
                ? t('vip.buy.extend')
                : t('vip.buy.choose', { name: level.name })}
            </Button>
          </li>
        ))}
      </ul>
      {choice ? (
        <VipBuyDialog
          level={choice}
          currentEndsAt={choice.level === current.purchasedLevel ? current.purchaseEndsAt : null}
          isSending={buy.isPending}
          onConfirm={confirm}
          onCancel={() => setChoice(null)}
        />
      ) : null}
    </div>
  );
}
