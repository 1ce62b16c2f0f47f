import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminUpdateAreaCode, StaffPermission } from '@exchange/contracts/http/admin/index';
import type { OperationBody } from '@exchange/contracts/http/operation';
import { Badge } from '@exchange/ui/badge';
import { Button } from '@exchange/ui/button';
import type { Column } from '@/components/ui/data-table';
import { useCan } from '@/lib/staff-session';
import type { SettingChange } from './setting-change-dialog';
import { EnableToggleButton, EnabledBadge, MoveButton, SettingsTable } from './setting-rows';
import { SortDialog } from './sort-dialog';
import { useAreaCodes, useUpdateAreaCode } from './system-queries';
import type { AreaCode } from './system-queries';

type AreaCodeBody = OperationBody<typeof adminUpdateAreaCode>;

/** Countries of the app's phone pickers: enable or disable one, move it, or make it the (always enabled) default. */
export function AreaCodesPanel() {
  const { t } = useTranslation();
  const canWrite = useCan(StaffPermission.systemWrite);
  const areaCodes = useAreaCodes();
  const update = useUpdateAreaCode();
  const [change, setChange] = useState<SettingChange<AreaCodeBody> | null>(null);
  const [moving, setMoving] = useState<AreaCode | null>(null);
  const nameOf = (row: AreaCode) => `${row.name} (+${row.areaCode.replace(/^\+/, '')})`;
  const enabledText = (isEnabled: boolean) => t(isEnabled ? 'system.enabled' : 'system.disabled');
  const current = areaCodes.data?.list.find((row) => row.isDefault);
  const toggle = (row: AreaCode) => {
    const subject = { name: nameOf(row), from: enabledText(row.isEnabled), to: enabledText(!row.isEnabled) };
    setChange({
      title: t(row.isEnabled ? 'system.disableAreaCodeTitle' : 'system.enableAreaCodeTitle', subject),
      summary: t('system.areaCodeSummary', subject),
      confirmLabel: t(row.isEnabled ? 'system.disable' : 'system.enable'),
      doneMessage: t('system.areaCodeDone', subject),
      isDanger: row.isEnabled,
      body: { countryCode: row.countryCode, isEnabled: !row.isEnabled },
    });
  };
  const makeDefault = (row: AreaCode) => {
    const subject = { name: nameOf(row), previous: current ? nameOf(current) : '—' };
    setChange({
      title: t('system.defaultAreaCodeTitle', subject),
      summary: t('system.defaultAreaCodeSummary', subject),
      confirmLabel: t('system.makeDefault'),
      doneMessage: t('system.defaultAreaCodeDone', subject),
      body: { countryCode: row.countryCode, isDefault: true },
    });
  };
  const columns: Column<AreaCode>[] = [
    { key: 'sort', header: t('system.sort'), cell: (row) => row.sort, isNumeric: true },
    { key: 'country', header: t('system.country'), cell: (row) => `${row.name} (${row.countryCode})` },
    { key: 'code', header: t('system.areaCode'), cell: (row) => `+${row.areaCode.replace(/^\+/, '')}` },
    {
      key: 'enabled',
      header: t('columns.status'),
      cell: (row) => (
        <span className="flex gap-1">
          <EnabledBadge isEnabled={row.isEnabled} />
          {row.isDefault ? <Badge tone="warning">{t('system.default')}</Badge> : null}
        </span>
      ),
    },
  ];
  if (canWrite)
    columns.push({
      key: 'actions',
      header: t('system.actions'),
      cell: (row) => (
        <div className="flex gap-2">
          {row.isDefault ? null : (
            <EnableToggleButton name={nameOf(row)} isEnabled={row.isEnabled} onClick={() => toggle(row)} />
          )}
          {row.isDefault ? null : (
            <Button
              variant="secondary"
              isSmall
              aria-label={t('system.makeDefaultNamed', { name: nameOf(row) })}
              onClick={() => makeDefault(row)}
            >
              {t('system.makeDefault')}
            </Button>
          )}
          <MoveButton name={nameOf(row)} onClick={() => setMoving(row)} />
        </div>
      ),
    });
  return (
    <SettingsTable
      intro={t('system.areaCodesIntro')}
      caption={t('system.tabs.areaCodes')}
      columns={columns}
      query={areaCodes}
      rowKey={(row) => row.countryCode}
      change={change}
      mutation={update}
      onChangeClose={() => setChange(null)}
    >
      {moving ? (
        <SortDialog
          name={nameOf(moving)}
          current={moving.sort}
          schema={adminUpdateAreaCode.body}
          toBody={(sort) => ({ countryCode: moving.countryCode, sort })}
          mutation={update}
          onClose={() => setMoving(null)}
        />
      ) : null}
    </SettingsTable>
  );
}
