import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/ui/search-field';
import { REQUEST_DEBOUNCE_MS } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useRecentSearchStore } from '../stores/recent-search-store';
import { SearchResults } from './search-results';

/** The longest search the market list accepts. */
const MAX_QUERY_LENGTH = 20;

function RecentSearches({ onPick }: { onPick: (term: string) => void }) {
  const { t } = useTranslation();
  const terms = useRecentSearchStore((state) => state.terms);
  const clear = useRecentSearchStore((state) => state.clear);
  if (terms.length === 0) {
    return <p className="px-4 py-12 text-center text-sm text-muted">{t('search.hint')}</p>;
  }
  return (
    <section className="flex flex-col gap-2" aria-labelledby="recent-searches">
      <div className="flex items-center justify-between px-1">
        <h2 id="recent-searches" className="text-xs font-semibold tracking-wide text-muted uppercase">
          {t('search.recent')}
        </h2>
        <button
          type="button"
          onClick={clear}
          className="rounded px-1 text-sm font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
        >
          {t('search.clearRecent')}
        </button>
      </div>
      <ul className="flex flex-wrap gap-2">
        {terms.map((term) => (
          <li key={term}>
            <button
              type="button"
              onClick={() => onPick(term)}
              className="rounded-full bg-surface-sunken px-3 py-1.5 text-sm hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
            >
              {term}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Search across coins, contracts and stocks: the list's `symbol` filter, sent 300 ms after typing stops. A search
 * is remembered (on this device) when the user opens a result or presses Enter.
 */
export function SearchPanel({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim().slice(0, MAX_QUERY_LENGTH), REQUEST_DEBOUNCE_MS);
  const remember = useRecentSearchStore((state) => state.remember);
  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          remember(text);
        }}
      >
        <SearchField label={t('search.label')} value={text} onChange={setText} />
      </form>
      {query ? (
        <SearchResults query={query} timeZone={timeZone} onOpen={() => remember(query)} />
      ) : (
        <RecentSearches onPick={setText} />
      )}
    </div>
  );
}
