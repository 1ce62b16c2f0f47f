import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { ShareCardView } from '@/features/contract/components/share-card-view';
import { SharePicker } from '@/features/contract/components/share-picker';
import { useShareCard } from '@/features/contract/hooks/use-share-card';
import type { ShareSource } from '@/features/contract/hooks/use-share-card';
import { useAppInfo } from '@/features/system/api/get-app-info';

/** `?orderId=12` or `?positionId=7`: what the card is of; null when neither is a valid id. */
function shareSource(search: URLSearchParams): ShareSource | null {
  const id = (name: string) => {
    const value = search.get(name) ?? '';
    return /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null;
  };
  const orderId = id('orderId');
  if (orderId !== null) return { kind: 'order', id: orderId };
  const positionId = id('positionId');
  return positionId === null ? null : { kind: 'position', id: positionId };
}

/**
 * `/contractTrade/contractSharing?orderId=…|positionId=…`: a PnL card (contract, side, leverage, ROE, PnL, entry and
 * exit or mark price, date, the app's name) drawn to a PNG to download or share. A position card's and an order
 * detail's Share links name what to share; opened bare, it offers the open positions and newest closes to pick from.
 */
export function Component() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const source = shareSource(search);
  return (
    <Page title={t('contract.share.title')} backTo={paths.contract.path}>
      {source ? <ShareContent key={`${source.kind}:${source.id}`} source={source} /> : <SharePicker />}
    </Page>
  );
}

function ShareContent({ source }: { source: ShareSource }) {
  const { t } = useTranslation();
  const shared = useShareCard(source);
  const { data: appInfo } = useAppInfo();
  if (shared.state === 'error') return <ErrorState onRetry={shared.retry} />;
  if (shared.state === 'notFound') return <EmptyState message={t('contract.share.notFound')} />;
  if (shared.state === 'notClosed') return <EmptyState message={t('contract.share.notClosed')} />;
  if (shared.state === 'loading' || !appInfo) return <LoadingState />;
  return (
    <ShareCardView
      card={shared.card}
      appName={appInfo.APP_BASE_NAME}
      priceDecimals={shared.accuracy.priceDecimals}
    />
  );
}
