import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { NationalityList } from '@/features/system/components/nationality-list';
import { usePickerStore } from '@/features/system/stores/picker-store';
import { useGoBack } from '@/lib/use-go-back';

/** Picks a nationality and returns to the real-name form (which gets its draft back). */
export function Component() {
  const { t } = useTranslation();
  const current = usePickerStore((state) => state.nationality);
  const pickNationality = usePickerStore((state) => state.pickNationality);
  const goBack = useGoBack(paths.mineVerified.path);
  return (
    <Page title={t('nationality.title')} backTo={paths.mineVerified.path}>
      <NationalityList
        selectedCode={current?.code}
        onPick={(nationality) => {
          pickNationality({ code: nationality.code, name: nationality.name });
          goBack();
        }}
      />
    </Page>
  );
}
