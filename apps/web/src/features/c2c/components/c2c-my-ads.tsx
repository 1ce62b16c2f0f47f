import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SheetDialog } from '@/components/ui/sheet-dialog';
import { ApiError, presentApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import type { AdStateAction } from '../api/c2c-mutations';
import { useSetC2cAdState } from '../api/c2c-mutations';
import type { C2cAd } from '../api/c2c-queries';
import { useC2cPaymentMethods, useMyC2cAds } from '../api/c2c-queries';
import { useKeyedSubmit } from '../hooks/use-keyed-submit';
import { C2cAdForm } from './c2c-ad-form';
import { C2cMyAdCard } from './c2c-my-ad-card';

const DONE_KEYS = {
  online: 'c2c.myAds.resumed',
  offline: 'c2c.myAds.paused',
  close: 'c2c.myAds.closed',
} as const satisfies Record<AdStateAction, string>;

/**
 * An approved merchant's ads, open ones first: pause, resume or close each (with an idempotency key, since a sell
 * ad's hold moves), and "Post ad" with the form in a sheet.
 */
export function C2cMyAds({ fiats }: { fiats: readonly string[] }) {
  const { t } = useTranslation();
  const ads = useMyC2cAds();
  const methods = useC2cPaymentMethods();
  const setState = useSetC2cAdState();
  const submit = useKeyedSubmit(setState);
  const [isPosting, setIsPosting] = useState(false);
  const [closing, setClosing] = useState<C2cAd | null>(null);
  const send = (ad: C2cAd, action: AdStateAction) =>
    submit(
      { id: ad.id, action },
      {
        onDone: () => notify.success(t(DONE_KEYS[action])),
        onRefused: (error) => (error instanceof ApiError ? presentApiError(error) : console.error(error)),
      },
    );
  const pendingFor = (ad: C2cAd) =>
    setState.isPending && setState.variables?.request.id === ad.id ? setState.variables.request.action : null;
  let content;
  if (ads.isPending) content = <LoadingState />;
  else if (ads.isError) content = <ErrorState onRetry={() => void ads.refetch()} />;
  else if (ads.data.length === 0) content = <EmptyState message={t('c2c.myAds.empty')} />;
  else
    content = (
      <ul aria-label={t('c2c.myAds.title')} className="grid gap-3 lg:grid-cols-2">
        {ads.data.map((ad) => (
          <li key={ad.id}>
            <C2cMyAdCard
              ad={ad}
              pendingAction={pendingFor(ad)}
              onAction={(action) => (action === 'close' ? setClosing(ad) : send(ad, action))}
            />
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-label={t('c2c.myAds.title')} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{t('c2c.myAds.title')}</h2>
        <Button isSmall onClick={() => setIsPosting(true)}>
          {t('c2c.myAds.post')}
        </Button>
      </div>
      {content}
      {isPosting ? (
        <SheetDialog title={t('c2c.adForm.title')} onClose={() => setIsPosting(false)}>
          <C2cAdForm fiats={fiats} methods={methods.data ?? []} onPosted={() => setIsPosting(false)} />
        </SheetDialog>
      ) : null}
      <ConfirmDialog
        isOpen={closing !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setClosing(null))}
        title={t('c2c.myAds.closeTitle')}
        description={t('c2c.myAds.closeDescription')}
        confirmLabel={t('c2c.myAds.close')}
        onConfirm={() => {
          if (closing) send(closing, 'close');
        }}
      />
    </section>
  );
}
