import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { adminUpdateExchangeRate } from '@exchange/contracts/http/admin/index';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import type { OperationBody } from '@exchange/contracts/http/operation';
import { Button } from '@exchange/ui/button';
import type { Column } from '@/components/ui/data-table';
import { useCan } from '@/lib/staff-session';
import { ExchangeRateDialog } from './exchange-rate-dialog';
import type { SettingChange } from './setting-change-dialog';
import { EnableToggleButton, EnabledBadge, SettingsTable } from './setting-rows';
import { useExchangeRates, useUpdateExchangeRate } from './system-queries';
import type { ExchangeRate } from './system-queries';
import { formatExact } from '@/lib/format';

type RateBody = OperationBody<typeof adminUpdateExchangeRate>;

/** Display currencies of the app: their rate per USD(T), and whether the app offers them. */
export function ExchangeRatesPanel() {
  const { t } = useTranslation();
  const canWrite = useCan(StaffPermission.systemWrite);
  const rates = useExchangeRates();
  const update = useUpdateExchangeRate();
  const [change, setChange] = useState<SettingChange<RateBody> | null>(null);
  const [editing, setEditing] = useState<ExchangeRate | null>(null);
  const enabledText = (isEnabled: boolean) => t(isEnabled ? 'system.enabled' : 'system.disabled');
  const toggle = (row: ExchangeRate) => {
    const subject = { name: row.exchange, from: enabledText(row.isEnabled), to: enabledText(!row.isEnabled) };
    setChange({
      title: t(row.isEnabled ? 'system.disableRateTitle' : 'system.enableRateTitle', subject),
      summary: t('system.rateEnabledSummary', subject),
      confirmLabel: t(row.isEnabled ? 'system.disable' : 'system.enable'),
      doneMessage: t('system.rateEnabledDone', subject),
      isDanger: row.isEnabled,
      body: { exchange: row.exchange, isEnabled: !row.isEnabled },
    });
  };
  const columns: Column<ExchangeRate>[] = [
    { key: 'exchange', header: t('system.currency'), cell: (row) => `${row.exchange} (${row.sign})` },
    { key: 'price', header: t('system.rate'), cell: (row) => formatExact(row.price), isNumeric: true },
    { key: 'accuracy', header: t('system.rateAccuracy'), cell: (row) => row.priceAccuracy, isNumeric: true },
    { key: 'sort', header: t('system.sort'), cell: (row) => row.sort, isNumeric: true },
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
          <Button
            variant="secondary"
            isSmall
            aria-label={t('system.editRateNamed', { name: row.exchange })}
            onClick={() => setEditing(row)}
          >
            {t('system.editRate')}
          </Button>
          <EnableToggleButton name={row.exchange} isEnabled={row.isEnabled} onClick={() => toggle(row)} />
        </div>
      ),
    });
  return (
    <SettingsTable
      intro={t('system.exchangeRatesIntro')}
      caption={t('system.tabs.exchangeRates')}
      columns={columns}
      query={rates}
      rowKey={(row) => row.exchange}
      change={change}
      mutation={update}
      onChangeClose={() => setChange(null)}
    >
      {editing ? <ExchangeRateDialog rate={editing} onClose={() => setEditing(null)} /> : null}
    </SettingsTable>
  );
}
