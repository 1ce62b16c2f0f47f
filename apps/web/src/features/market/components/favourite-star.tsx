import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '@/components/ui/icons';

/** The favourite toggle of a row: pressed when the instrument is among the user's favourites. */
export function FavouriteStar({
  name,
  isFavourite,
  onToggle,
}: {
  /** The instrument as the row shows it (BTC/USDT), for the accessible name. */
  name: string;
  isFavourite: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-pressed={isFavourite}
      aria-label={t('market.favourite.toggle', { name })}
      onClick={onToggle}
      className={clsx(
        'flex h-10 w-6 shrink-0 items-center justify-center rounded-lg hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand',
        isFavourite ? 'text-amber-500' : 'text-muted',
        'sm:w-8',
      )}
    >
      <StarIcon isFilled={isFavourite} width="16" height="16" />
    </button>
  );
}
