import { useTranslation } from 'react-i18next';
import { CloseIcon, SearchIcon } from './icons';

/** A search box for a long list: filters as the user types; the clear button empties it. */
export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-11 items-center gap-2 rounded-xl border border-border bg-surface-raised px-3 focus-within:outline-2 focus-within:outline-brand">
      <SearchIcon className="shrink-0 text-muted" />
      <input
        type="search"
        aria-label={label}
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-w-0 flex-1 bg-transparent py-2 outline-none placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('common.clearSearch')}
          className="rounded-lg p-1 text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-brand"
        >
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}

/** Case- and accent-insensitive "contains" for list filters. */
export function matchesSearch(query: string, ...values: string[]): boolean {
  const normalize = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const needle = normalize(query.trim());
  return needle === '' || values.some((value) => normalize(value).includes(needle));
}
