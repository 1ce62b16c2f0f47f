import { useAreaCodes } from '../api/list-area-codes';
import { usePickerStore } from '../stores/picker-store';
import type { AreaChoice } from '../stores/picker-store';

/** The area code for phone fields: the one picked on /chooseArea, else the server's default entry. */
export function useAreaCode(): AreaChoice | null {
  const picked = usePickerStore((state) => state.area);
  const { data } = useAreaCodes();
  if (picked) return picked;
  const fallback = data?.find((entry) => entry.isDefault) ?? data?.[0];
  return fallback
    ? { areaCode: fallback.areaCode, countryCode: fallback.countryCode, name: fallback.name }
    : null;
}
