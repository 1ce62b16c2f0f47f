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

/** The same notice as a strip across the top of the screen, for layouts without a navigation bar (phones). */
export function DemoMarketBanner() {
  const { t } = useTranslation();
  const { data } = useFeedStatus();
  if (!data?.isDemo) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-warning/15 px-4 py-1 text-center text-xs font-medium text-warning"
    >
      <span className="font-semibold whitespace-nowrap">{t('market.demo.badge')}</span>
      <span className="truncate">{t('market.demo.explanation')}</span>
    </div>
  );
}
