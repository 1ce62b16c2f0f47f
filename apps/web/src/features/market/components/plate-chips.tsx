import { useTranslation } from 'react-i18next';
import { usePlates } from '../api/list-plates';
import { ChipList } from './chip-list';

/** Plates the app has names for (the seeded catalogue's); staff may add others, shown by their code. */
const KNOWN_PLATES = [
  'mainstream',
  'layer1',
  'layer2',
  'defi',
  'meme',
  'payments',
  'technology',
  'finance',
  'consumer',
  'energy',
  'healthcare',
  // Tokens listed by the subscriptions module at their listing time (modules/subscription).
  'launchpad',
] as const;
type KnownPlate = (typeof KNOWN_PLATES)[number];

const isKnownPlate = (plate: string): plate is KnownPlate =>
  (KNOWN_PLATES as readonly string[]).includes(plate);

/**
 * The plate filter chips of one instrument type ("All" first); nothing while the type has a single plate. While the
 * plates load, "All" alone holds the row's place, so the list below does not move when they arrive.
 */
export function PlateChips({
  type,
  value,
  onChange,
}: {
  type: number;
  value: string;
  onChange: (plate: string) => void;
}) {
  const { t } = useTranslation();
  const { data, isPending } = usePlates(type);
  const plates = isPending ? [] : data;
  if (!plates || (!isPending && plates.length < 2)) return null;
  return (
    <ChipList
      label={t('market.plates.label')}
      value={value}
      onChange={onChange}
      chips={[
        { value: '', label: t('market.plates.all') },
        ...plates.map((plate) => ({
          value: plate,
          label: isKnownPlate(plate) ? t(`market.plates.${plate}`) : plate,
        })),
      ]}
    />
  );
}
