import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InviteCodeStatus } from '@exchange/contracts/http/invite/invite-common';
import { Button } from '@exchange/ui/button';
import { SelectField } from '@exchange/ui/select-field';
import { TextField } from '@exchange/ui/text-field';
import type { InviteCodeFilter } from './invite-queries';

const CODE_PATTERN = /^[A-Za-z0-9]{1,16}$/;
const USER_ID_PATTERN = /^[1-9]\d{0,15}$/;

/**
 * Search by code or by owner (either or both; the server matches a code whatever its case), and the status filter,
 * which applies at once. A malformed code or id is said at its input instead of being sent.
 */
export function InviteCodeFilters({ onChange }: { onChange: (filter: InviteCodeFilter) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [userId, setUserId] = useState('');
  const [status, setStatus] = useState('');
  const [errors, setErrors] = useState<{ code?: string; userId?: string }>({});
  const apply = (next: { code: string; userId: string; status: string }) => {
    const [trimmedCode, trimmedUserId] = [next.code.trim(), next.userId.trim()];
    const found = {
      ...(trimmedCode !== '' && !CODE_PATTERN.test(trimmedCode) ? { code: t('invite.invalidCode') } : {}),
      ...(trimmedUserId !== '' && !USER_ID_PATTERN.test(trimmedUserId)
        ? { userId: t('invite.invalidUserId') }
        : {}),
    };
    setErrors(found);
    if (found.code || found.userId) return;
    onChange({
      ...(trimmedCode ? { code: trimmedCode } : {}),
      ...(trimmedUserId ? { userId: Number(trimmedUserId) } : {}),
      ...(next.status ? { status: Number(next.status) } : {}),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ code, userId, status });
  };
  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={submit} role="search" noValidate>
      <TextField
        label={t('invite.column.code')}
        type="search"
        maxLength={16}
        value={code}
        error={errors.code}
        onChange={(event) => setCode(event.target.value)}
        className="w-44"
      />
      <TextField
        label={t('invite.column.owner')}
        type="search"
        inputMode="numeric"
        maxLength={16}
        value={userId}
        error={errors.userId}
        onChange={(event) => setUserId(event.target.value)}
        className="w-44"
      />
      <SelectField
        label={t('invite.column.status')}
        value={status}
        options={[
          { value: '', label: t('invite.status.all') },
          { value: String(InviteCodeStatus.active), label: t('invite.status.active') },
          { value: String(InviteCodeStatus.suspended), label: t('invite.status.suspended') },
        ]}
        onChange={(event) => {
          setStatus(event.target.value);
          apply({ code, userId, status: event.target.value });
        }}
      />
      <Button type="submit" variant="secondary">
        {t('common.search')}
      </Button>
    </form>
  );
}
