import { useTranslation } from 'react-i18next';
import { ChoiceList } from '@/components/ui/choice-list';
import { UP_DOWN_COLORS, usePreferencesStore } from '@/data/preferences/preferences-store';
import type { UpDownColor } from '@/data/preferences/preferences-store';

const swatches: Record<UpDownColor, { up: string; down: string }> = {
  upGreen: { up: 'bg-green-600', down: 'bg-red-600' },
  upRed: { up: 'bg-red-600', down: 'bg-green-600' },
};

/** Green-up or red-up (spec §1); a preview shows what "up" and "down" will look like. */
export function UpDownColorChoiceList() {
  const { t } = useTranslation();
  const upDownColor = usePreferencesStore((state) => state.upDownColor);
  const setUpDownColor = usePreferencesStore((state) => state.setUpDownColor);
  return (
    <>
      <ChoiceList
        label={t('colors.title')}
        value={upDownColor}
        onChange={(value) => setUpDownColor(value as UpDownColor)}
        choices={UP_DOWN_COLORS.map((value) => ({
          value,
          label: t(`colors.${value}`),
          start: (
            <span aria-hidden="true" className="flex gap-1">
              <span className={`h-5 w-2 rounded-sm ${swatches[value].up}`} />
              <span className={`h-5 w-2 rounded-sm ${swatches[value].down}`} />
            </span>
          ),
        }))}
      />
      <div
        className="flex justify-center gap-8 rounded-2xl bg-surface-raised p-4 text-sm font-semibold"
        aria-hidden="true"
      >
        <span className="text-up">▲ {t('colors.up')} +2.45%</span>
        <span className="text-down">▼ {t('colors.down')} -1.30%</span>
      </div>
    </>
  );
}
