import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { SelectField } from '@exchange/ui/select-field';
import { TextField } from '@exchange/ui/text-field';
import { flagOptions, userKindOptions, userRealNameOptions, userStatusOptions } from './user-labels';
import type { UserPageQuery } from './user-queries';

/** Every value '' for "any"; the selects apply at once, the keyword on Enter or Search. */
export interface UserFilterValues {
  keyword: string;
  status: string;
  realNameStatus: string;
  isTradingRestricted: string;
  isWithdrawalFrozen: string;
  kind: string;
}

export const NO_USER_FILTERS: UserFilterValues = {
  keyword: '',
  status: '',
  realNameStatus: '',
  isTradingRestricted: '',
  isWithdrawalFrozen: '',
  kind: '',
};

const KEYWORD_MAX_LENGTH = 100;

/** The filters as `user/page`'s query. */
export function userFilterQuery(value: UserFilterValues): Omit<UserPageQuery, 'pageNo' | 'pageSize'> {
  const numberOrNothing = (text: string) => (text === '' ? undefined : Number(text));
  const flagOrNothing = (text: string) => (text === 'true' || text === 'false' ? text : undefined);
  return {
    keyword: value.keyword.trim() === '' ? undefined : value.keyword.trim(),
    status: numberOrNothing(value.status),
    realNameStatus: numberOrNothing(value.realNameStatus),
    isTradingRestricted: flagOrNothing(value.isTradingRestricted),
    isWithdrawalFrozen: flagOrNothing(value.isWithdrawalFrozen),
    kind: numberOrNothing(value.kind),
  };
}

export function UserFilters({
  value,
  onChange,
}: {
  value: UserFilterValues;
  onChange: (next: UserFilterValues) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(value.keyword);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, keyword: keyword.trim() });
  };
  const select = (field: keyof UserFilterValues) => ({
    value: value[field],
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...value, keyword, [field]: event.target.value }),
  });
  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={apply} role="search">
      <TextField
        label={t('users.searchLabel')}
        placeholder={t('users.searchPlaceholder')}
        type="search"
        maxLength={KEYWORD_MAX_LENGTH}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        className="w-64"
      />
      <SelectField label={t('columns.status')} options={userStatusOptions()} {...select('status')} />
      <SelectField
        label={t('users.realName')}
        options={userRealNameOptions()}
        {...select('realNameStatus')}
      />
      <SelectField
        label={t('users.trading')}
        options={flagOptions('users.restricted')}
        {...select('isTradingRestricted')}
      />
      <SelectField
        label={t('users.withdrawals')}
        options={flagOptions('users.frozen')}
        {...select('isWithdrawalFrozen')}
      />
      <SelectField label={t('users.kind')} options={userKindOptions()} {...select('kind')} />
      <Button type="submit" variant="secondary">
        {t('common.search')}
      </Button>
    </form>
  );
}
