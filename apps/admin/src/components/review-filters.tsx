import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewStatusOptions } from '@/lib/labels';
import { Button } from '@exchange/ui/button';
import { SelectField } from '@exchange/ui/select-field';
import { TextField } from '@exchange/ui/text-field';

export interface ReviewFilterValues {
  /** '' for every status. */
  status: string;
  /** '' for every user. */
  userId: string;
}

/** Status and user filters of the review queues; the status applies at once, the user on Enter. */
export function ReviewFilters({
  value,
  onChange,
  statusOptions = reviewStatusOptions(),
}: {
  value: ReviewFilterValues;
  onChange: (next: ReviewFilterValues) => void;
  /** Defaults to the deposit and withdrawal statuses. */
  statusOptions?: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const [userId, setUserId] = useState(value.userId);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, userId: userId.replace(/\D/g, '') });
  };
  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={apply} role="search">
      <SelectField
        label={t('columns.status')}
        options={statusOptions}
        value={value.status}
        onChange={(event) => onChange({ ...value, status: event.target.value })}
      />
      <TextField
        label={t('columns.userId')}
        inputMode="numeric"
        value={userId}
        onChange={(event) => setUserId(event.target.value)}
        className="w-36"
      />
      <Button type="submit" variant="secondary">
        {t('common.search')}
      </Button>
    </form>
  );
}

/** The filters as the queue operations' query (`status`, `userId`). */
export function reviewFilterQuery(value: ReviewFilterValues) {
  return {
    status: value.status === '' ? undefined : Number(value.status),
    userId: value.userId === '' ? undefined : Number(value.userId),
  };
}
