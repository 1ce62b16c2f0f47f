import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { AreaCodeList } from '@/features/system/components/area-code-list';
import { useAreaCode } from '@/features/system/hooks/use-area-code';
import { usePickerStore } from '@/features/system/stores/picker-store';
import { useGoBack } from '@/lib/use-go-back';

/** Picks an area code and returns to the form that opened it (which gets its draft back). */
export function Component() {
  const { t } = useTranslation();
  const current = useAreaCode();
  const pickArea = usePickerStore((state) => state.pickArea);
  const goBack = useGoBack(paths.login.path);
  return (
    <Page title={t('area.title')} backTo={paths.login.path}>
      <AreaCodeList
        selectedCountry={current?.countryCode}
        onPick={(area) => {
          pickArea({ areaCode: area.areaCode, countryCode: area.countryCode, name: area.name });
          goBack();
        }}
      />
    </Page>
  );
}
