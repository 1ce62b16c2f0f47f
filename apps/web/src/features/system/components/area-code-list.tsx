import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { SearchableChoiceList } from '@/components/ui/searchable-choice-list';
import { useAreaCodes } from '../api/list-area-codes';
import type { AreaCode } from '../api/list-area-codes';
import { flagEmoji } from './flag';

/** The searchable list of dialling codes; `selectedCountry` marks the current one. */
export function AreaCodeList({
  selectedCountry,
  onPick,
}: {
  selectedCountry: string | undefined;
  onPick: (area: AreaCode) => void;
}) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useAreaCodes();
  if (isPending) return <LoadingState />;
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  return (
    <SearchableChoiceList
      label={t('area.title')}
      searchLabel={t('area.searchLabel')}
      emptyMessage={(query) => t('area.empty', { query })}
      value={selectedCountry}
      onChange={(countryCode) => {
        const area = data.find((entry) => entry.countryCode === countryCode);
        if (area) onPick(area);
      }}
      searchText={(choice) =>
        `${choice.value} ${data.find((entry) => entry.countryCode === choice.value)?.areaCode ?? ''}`
      }
      choices={data.map((entry) => ({
        value: entry.countryCode,
        label: entry.name,
        start: (
          <span aria-hidden="true" className="text-xl">
            {flagEmoji(entry.countryCode)}
          </span>
        ),
        end: <span dir="ltr">{entry.areaCode}</span>,
      }))}
    />
  );
}
