import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminUpdateLanguage, StaffPermission } from '@exchange/contracts/http/admin/index';
import type { OperationBody } from '@exchange/contracts/http/operation';
import type { Column } from '@/components/ui/data-table';
import { useCan } from '@/lib/staff-session';
import type { SettingChange } from './setting-change-dialog';
import { EnableToggleButton, EnabledBadge, MoveButton, SettingsTable } from './setting-rows';
import { SortDialog } from './sort-dialog';
import { useLanguages, useUpdateLanguage } from './system-queries';
import type { Language } from './system-queries';

type LanguageBody = OperationBody<typeof adminUpdateLanguage>;

/** The app's languages in picker order: enable or disable one (English, the fallback, stays on), or move it. */
export function LanguagesPanel() {
  const { t } = useTranslation();
  const canWrite = useCan(StaffPermission.systemWrite);
  const languages = useLanguages();
  const update = useUpdateLanguage();
  const [change, setChange] = useState<SettingChange<LanguageBody> | null>(null);
  const [moving, setMoving] = useState<Language | null>(null);
  const nameOf = (language: Language) => `${language.name} (${language.code})`;
  const enabledText = (isEnabled: boolean) => t(isEnabled ? 'system.enabled' : 'system.disabled');
  const toggle = (language: Language) => {
    const subject = {
      name: nameOf(language),
      from: enabledText(language.isEnabled),
      to: enabledText(!language.isEnabled),
    };
    setChange({
      title: t(language.isEnabled ? 'system.disableLanguageTitle' : 'system.enableLanguageTitle', subject),
      summary: t(
        language.isEnabled ? 'system.disableLanguageSummary' : 'system.enableLanguageSummary',
        subject,
      ),
      confirmLabel: t(language.isEnabled ? 'system.disable' : 'system.enable'),
      doneMessage: t('system.languageDone', subject),
      isDanger: language.isEnabled,
      body: { code: language.code, isEnabled: !language.isEnabled },
    });
  };
  const columns: Column<Language>[] = [
    { key: 'sort', header: t('system.sort'), cell: (row) => row.sort, isNumeric: true },
    { key: 'code', header: t('system.code'), cell: (row) => row.code },
    { key: 'name', header: t('system.name'), cell: (row) => row.name },
    { key: 'rtl', header: t('system.rtl'), cell: (row) => t(row.isRtl ? 'common.yes' : 'common.no') },
    {
      key: 'enabled',
      header: t('columns.status'),
      cell: (row) => <EnabledBadge isEnabled={row.isEnabled} />,
    },
  ];
  if (canWrite)
    columns.push({
      key: 'actions',
      header: t('system.actions'),
      cell: (row) => (
        <div className="flex gap-2">
          <EnableToggleButton name={nameOf(row)} isEnabled={row.isEnabled} onClick={() => toggle(row)} />
          <MoveButton name={nameOf(row)} onClick={() => setMoving(row)} />
        </div>
      ),
    });
  return (
    <SettingsTable
      intro={t('system.languagesIntro')}
      caption={t('system.tabs.languages')}
      columns={columns}
      query={languages}
      rowKey={(row) => row.code}
      change={change}
      mutation={update}
      onChangeClose={() => setChange(null)}
    >
      {moving ? (
        <SortDialog
          name={nameOf(moving)}
          current={moving.sort}
          schema={adminUpdateLanguage.body}
          toBody={(sort) => ({ code: moving.code, sort })}
          mutation={update}
          onClose={() => setMoving(null)}
        />
      ) : null}
    </SettingsTable>
  );
}
