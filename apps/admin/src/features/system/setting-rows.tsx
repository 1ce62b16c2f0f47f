import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@exchange/ui/badge';
import { Button } from '@exchange/ui/button';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { SettingChangeDialog } from './setting-change-dialog';
import type { SettingChange } from './setting-change-dialog';

/** "Enabled" or "Disabled" with its tone. */
export function EnabledBadge({ isEnabled }: { isEnabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={isEnabled ? 'success' : 'neutral'}>
      {t(isEnabled ? 'system.enabled' : 'system.disabled')}
    </Badge>
  );
}

/** A row's Enable / Disable button, named after the row ("Disable English (en)"). */
export function EnableToggleButton(props: { name: string; isEnabled: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  const { name, isEnabled, onClick } = props;
  return (
    <Button
      variant="secondary"
      isSmall
      aria-label={t(isEnabled ? 'system.disableNamed' : 'system.enableNamed', { name })}
      onClick={onClick}
    >
      {t(isEnabled ? 'system.disable' : 'system.enable')}
    </Button>
  );
}

/** A row's Move button (opens its sort dialog), named after the row. */
export function MoveButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" isSmall aria-label={t('system.moveNamed', { name })} onClick={onClick}>
      {t('system.move')}
    </Button>
  );
}

interface SettingsTableProps<Row, Body> {
  intro: string;
  caption: string;
  columns: Column<Row>[];
  query: UseQueryResult<{ list: Row[]; total: number }>;
  rowKey: (row: Row) => string;
  /** The one-click change being confirmed, sent with `mutation`. */
  change: SettingChange<Body> | null;
  mutation: UseMutationResult<unknown, Error, Body>;
  onChangeClose: () => void;
  /** The panel's other dialogs (move, edit). */
  children?: ReactNode;
}

/** A settings tab: its intro, the table of rows and the confirm dialog of a one-click change. */
export function SettingsTable<Row, Body>(props: SettingsTableProps<Row, Body>) {
  const { change, mutation, onChangeClose } = props;
  return (
    <section className="flex flex-col gap-3">
      <p className="text-sm text-muted">{props.intro}</p>
      <DataTable caption={props.caption} columns={props.columns} query={props.query} rowKey={props.rowKey} />
      {change ? <SettingChangeDialog change={change} mutation={mutation} onClose={onChangeClose} /> : null}
      {props.children}
    </section>
  );
}
