import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { buttonClasses } from '@exchange/ui/button';
import { MarketHighlights } from '@/features/market/components/market-highlights';
import { MarketTablePane } from '@/features/market/components/market-table-pane';
import { TopMovers } from '@/features/market/components/top-movers';
import { useCurrentMember } from '@/features/member/api/get-current-member';
import { usePreferencesStore } from '@/data/preferences/preferences-store';
import { useAppInfo } from '@/features/system/api/get-app-info';
import { useIsSignedIn } from '@/lib/token-store';

/**
 * The desktop home: the app's name and logo, sign-in (visitors) or account shortcuts (members), the highlights and
 * top movers, then the markets.
 */
export function Component() {
  const { t } = useTranslation();
  const { data: appInfo } = useAppInfo();
  const isSignedIn = useIsSignedIn();
  const { data: member } = useCurrentMember();
  const timeZone = usePreferencesStore((state) => state.timeZone);
  const appName = appInfo?.APP_BASE_NAME ?? '';
  return (
    <div className="flex flex-1 flex-col gap-8 px-4 py-8 sm:px-0">
      <section className="flex flex-col items-center gap-6 text-center">
        {appInfo?.APP_BASE_LOGO ? (
          <img
            src={appInfo.APP_BASE_LOGO}
            alt={t('nav.logoAlt', { name: appName })}
            draggable={false}
            className="size-20 rounded-2xl"
          />
        ) : null}
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{appName}</h1>
        <p className="max-w-xl text-lg text-muted">{t('pcHome.tagline')}</p>
        {isSignedIn ? (
          <div className="flex flex-col items-center gap-4">
            {member ? (
              <p className="text-lg font-medium">{t('pcHome.welcome', { name: member.nickname })}</p>
            ) : null}
            <div className="flex flex-wrap justify-center gap-3">
              <Link to={paths.mine.path} className={buttonClasses('primary')}>
                {t('pcHome.toMine')}
              </Link>
              <Link to={paths.mineSettings.path} className={buttonClasses('secondary')}>
                {t('pcHome.toSettings')}
              </Link>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap justify-center gap-3">
            <Link to={paths.login.path} className={buttonClasses('primary')}>
              {t('pcHome.login')}
            </Link>
            <Link to={paths.register.path} className={buttonClasses('secondary')}>
              {t('pcHome.register')}
            </Link>
          </div>
        )}
      </section>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <MarketHighlights isTwoByTwo />
        <TopMovers />
      </div>
      <MarketTablePane timeZone={timeZone} />
    </div>
  );
}
