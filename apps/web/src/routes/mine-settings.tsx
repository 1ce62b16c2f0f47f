import { useTranslation } from 'react-i18next';
import { TIME_ZONES } from '@exchange/contracts/reference/time-zones';
import { paths } from '@/config/paths';
import { documentPath } from '@/features/content/utils/content-links';
import { LinkRow, RowGroup } from '@/components/ui/list-row';
import { SwitchRow } from '@/components/ui/switch-row';
import { Page } from '@/components/layouts/page';
import { usePreferencesStore } from '@/data/preferences/preferences-store';
import { useLanguages } from '@/features/system/api/list-languages';
import { useMenuVisibility } from '@/features/system/api/list-menus';
import { useIsSignedIn } from '@/lib/token-store';

/** Display preferences (open to visitors) and, for members, security and account entries. */
export function Component() {
  const { t } = useTranslation();
  const isSignedIn = useIsSignedIn();
  const isVisible = useMenuVisibility();
  const preferences = usePreferencesStore();
  const { data: languages } = useLanguages();
  const languageName = languages?.find((entry) => entry.code === preferences.language)?.name;
  const timeZoneName = TIME_ZONES.find((zone) => zone.timezone === preferences.timeZone)?.name;
  const row = (path: string, label: string, detail?: string) =>
    isVisible(path) ? <LinkRow key={path} to={path} label={label} detail={detail} /> : null;

  return (
    <Page title={t('settings.title')} backTo={paths.mine.path}>
      <RowGroup title={t('settings.display')}>
        {row(paths.mineUserLanguage.path, t('mine.menu.language'), languageName)}
        {row(paths.mineTheme.path, t('mine.menu.theme'), t(`theme.${preferences.theme}`))}
        {row(paths.mineUpDownColorConfig.path, t('mine.menu.colors'), t(`colors.${preferences.upDownColor}`))}
        {row(paths.timezoneSelector.path, t('mine.menu.timezone'), timeZoneName)}
        {row(paths.exchangeRate.path, t('mine.menu.exchangeRate'), preferences.displayCurrency.exchange)}
        <SwitchRow
          label={t('common.showAmounts')}
          hint={t('settings.showAmountsHint')}
          isOn={preferences.showAmounts}
          onChange={preferences.setShowAmounts}
        />
      </RowGroup>
      {isSignedIn ? (
        <>
          <RowGroup title={t('settings.security')}>
            {row(paths.mineChangePassword.path, t('mine.menu.changePassword'))}
            {row(paths.mineChangePayPassword.path, t('mine.menu.payPassword'))}
          </RowGroup>
          <RowGroup title={t('settings.account')}>
            {row(paths.mineChangeUserInformation.path, t('mine.menu.userInfo'))}
            {row(paths.mineVerified.path, t('mine.menu.verified'))}
          </RowGroup>
        </>
      ) : null}
      <RowGroup title={t('settings.about')}>
        {row(paths.privacyPolicy.path, t('settings.documents.privacy'))}
        {row(documentPath('service_agreement'), t('settings.documents.agreement'))}
        {row(documentPath('about_us'), t('settings.documents.aboutUs'))}
      </RowGroup>
    </Page>
  );
}
