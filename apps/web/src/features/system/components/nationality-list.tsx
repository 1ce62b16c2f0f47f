import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { SearchableChoiceList } from '@/components/ui/searchable-choice-list';
import { useNationalities } from '../api/list-nationalities';
import type { Nationality } from '../api/list-nationalities';
import { flagEmoji } from './flag';

/** The searchable list of countries for the nationality field. */
export function NationalityList({
  selectedCode,
  onPick,
}: {
  selectedCode: string | undefined;
  onPick: (nationality: Nationality) => void;
}) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useNationalities();
  if (isPending) return <LoadingState />;
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  return (
    <SearchableChoiceList
      label={t('nationality.title')}
      searchLabel={t('nationality.searchLabel')}
      emptyMessage={(query) => t('nationality.empty', { query })}
      value={selectedCode}
      onChange={(code) => {
        const nationality = data.find((entry) => entry.code === code);
        if (nationality) onPick(nationality);
      }}
      searchText={(choice) => choice.value}
      choices={data.map((entry) => ({
        value: entry.code,
        label: entry.name,
        start: (
          <span aria-hidden="true" className="text-xl">
            {flagEmoji(entry.code)}
          </span>
        ),
      }))}
    />
  );
}
