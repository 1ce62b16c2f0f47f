import { useTranslation } from 'react-i18next';
import { useFeedStatus } from '../api/get-feed-status';

/**
 * DESIGN.md §1.4: while the demo simulator is the price source, every screen says "Demo market". A pill for the
 * desktop navigation bar; nothing while the feed is live or its status is unknown.
 */
export function DemoMarketBadge() {
  const { t } = useTranslation();
  const { data } = useFeedStatus();
  if (!data?.isDemo) return null;
  return (
    <span
      role="status"
      title={t('market.demo.explanation')}
      className="inline-flex items-center gap-1.5 rounded-full bg-warning/15 px-2.5 py-1 text-xs font-semibold text-warning"
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-warning" />
      {t('market.demo.badge')}
    </span>
  );
}

/** Fixed, so that the strip appearing when the status arrives moves nothing below it (no layout shift). */
const bannerHeight = 'h-6';

/**
 * The same notice as a strip across the top of the screen, for layouts without a navigation bar (phones). Its
 * place is kept while the feed status loads: inserting it afterwards shifted every screen down (Lighthouse counted
 * a cumulative layout shift of 0.78 on /contract, issue 13).
 */
export function DemoMarketBanner() {
  const { t } = useTranslation();
  const { data, isPending } = useFeedStatus();
  if (isPending) return <div aria-hidden="true" className={bannerHeight} />;
  if (!data?.isDemo) return null;
  return (
    <div
      role="status"
      className={`flex ${bannerHeight} items-center justify-center gap-2 bg-warning/15 px-4 text-center text-xs font-medium text-warning`}
    >
      <span className="font-semibold whitespace-nowrap">{t('market.demo.badge')}</span>
      <span className="truncate">{t('market.demo.explanation')}</span>
    </div>
  );
}
