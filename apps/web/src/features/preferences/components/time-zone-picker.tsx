import { useTranslation } from 'react-i18next';
import { TIME_ZONES } from '@exchange/contracts/reference/time-zones';
import { SearchableChoiceList } from '@/components/ui/searchable-choice-list';
import { usePreferencesStore } from '@/data/preferences/preferences-store';

const offsetByZone = new Map<string, string>(TIME_ZONES.map((zone) => [zone.timezone, zone.offset]));

/** The chart time zone: about 75 cities (contracts reference data), searchable by city, zone or offset. */
export function TimeZonePicker({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((state) => state.timeZone);
  const setTimeZone = usePreferencesStore((state) => state.setTimeZone);
  return (
    <SearchableChoiceList
      label={t('timezone.title')}
      searchLabel={t('timezone.searchLabel')}
      emptyMessage={(query) => t('timezone.empty', { query })}
      value={timeZone}
      onChange={(value) => {
        setTimeZone(value);
        onChosen?.();
      }}
      searchText={(choice) => offsetByZone.get(choice.value) ?? ''}
      choices={TIME_ZONES.map((zone) => ({
        value: zone.timezone,
        label: zone.name,
        description: zone.timezone,
        end: (
          <span dir="ltr" className="tabular-nums">
            {zone.offset}
          </span>
        ),
      }))}
    />
  );
}
