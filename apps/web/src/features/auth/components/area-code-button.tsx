import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@exchange/ui/icon';

/** The area-code part of a phone field; opens the area-code picker. */
/** `areaCode` is null while the server's default is loading. */
export function AreaCodeButton({ areaCode, onClick }: { areaCode: string | null; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('auth.chooseAreaCode', { areaCode: areaCode ?? '' })}
      className="-ms-1 flex shrink-0 items-center gap-0.5 rounded-lg py-1.5 ps-1 pe-0.5 text-sm font-semibold hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
    >
      <span dir="ltr">{areaCode ?? '+'}</span>
      <ChevronDownIcon className="size-4 text-muted" />
    </button>
  );
}
