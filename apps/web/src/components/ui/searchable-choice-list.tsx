import { useDeferredValue, useState } from 'react';
import { ChoiceList } from './choice-list';
import type { Choice } from './choice-list';
import { EmptyState } from '@exchange/ui/query-state';
import { SearchField, matchesSearch } from './search-field';

interface SearchableChoiceListProps {
  label: string;
  searchLabel: string;
  emptyMessage: (query: string) => string;
  choices: readonly Choice[];
  /** Extra text a choice is found by, besides its label and description. */
  searchText?: (choice: Choice) => string;
  value: string | undefined;
  onChange: (value: string) => void;
}

/** A long single-choice list with a search box (area codes, nationalities, time zones). */
export function SearchableChoiceList({
  label,
  searchLabel,
  emptyMessage,
  choices,
  searchText,
  value,
  onChange,
}: SearchableChoiceListProps) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const visible = choices.filter((choice) =>
    matchesSearch(deferredQuery, choice.label, choice.description ?? '', searchText?.(choice) ?? ''),
  );
  return (
    <>
      <SearchField label={searchLabel} value={query} onChange={setQuery} />
      {visible.length === 0 ? (
        <EmptyState message={emptyMessage(deferredQuery)} />
      ) : (
        <ChoiceList label={label} choices={visible} value={value} onChange={onChange} />
      )}
    </>
  );
}
