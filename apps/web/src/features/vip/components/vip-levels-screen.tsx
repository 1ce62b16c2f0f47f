import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@exchange/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { paths } from '@/config/paths';
import { useIsSignedIn } from '@/lib/token-store';
import { useVipConfig, useVipDetail } from '../api/vip-queries';
import { VipLevelsTable } from './vip-levels-table';

/** `/vip` (public): every level's benefits and requirements; a signed-in user sees theirs marked and a way to upgrade. */
export function VipLevelsScreen() {
  const { t } = useTranslation();
  const isSignedIn = useIsSignedIn();
  const config = useVipConfig();
  const detail = useVipDetail(isSignedIn);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('vip.intro')}</p>
      {config.isPending ? <LoadingState /> : null}
      {config.isError ? <ErrorState onRetry={() => void config.refetch()} /> : null}
      {config.data?.length === 0 ? <EmptyState message={t('vip.noLevels')} /> : null}
      {config.data && config.data.length > 0 ? (
        <VipLevelsTable levels={config.data} {...(detail.data ? { currentLevel: detail.data.level } : {})} />
      ) : null}
      <p className="text-xs text-muted">{t('vip.rules')}</p>
      <div className="flex flex-wrap gap-2">
        <Link to={isSignedIn ? paths.mineVip.path : paths.login.path} className={buttonClasses('primary')}>
          {t('vip.myLevel')}
        </Link>
        {isSignedIn ? (
          <Link to={paths.mineUpgradePlan.path} className={buttonClasses('secondary')}>
            {t('vip.status.upgrade')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
