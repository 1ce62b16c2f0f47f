import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@exchange/ui/icon';
import { MAIN_INDICATORS, SUB_INDICATORS, useChartSettingsStore } from '../stores/chart-settings-store';
import { Chip } from './chip';

/**
 * Indicator toggles: MA, EMA, BOLL over the candles; VOL, MACD, KDJ, RSI each in a pane below. Their names are the
 * indicators' own (the same in every language). The choice is remembered on the device.
 */
export function IndicatorMenu() {
  const { t } = useTranslation();
  const mainIndicators = useChartSettingsStore((state) => state.mainIndicators);
  const subIndicators = useChartSettingsStore((state) => state.subIndicators);
  const toggleMain = useChartSettingsStore((state) => state.toggleMainIndicator);
  const toggleSub = useChartSettingsStore((state) => state.toggleSubIndicator);
  return (
    <Popover.Root>
      <Popover.Trigger className="inline-flex min-h-9 shrink-0 items-center gap-1 rounded-lg px-2.5 text-sm font-medium text-muted hover:bg-surface-sunken hover:text-text focus-visible:outline-2 focus-visible:outline-brand">
        {t('chart.indicators')}
        <ChevronDownIcon />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          className="z-30 flex w-64 flex-col gap-3 rounded-2xl border border-border bg-surface-raised p-3 shadow-xl"
        >
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1.5 text-xs font-medium text-muted">{t('chart.mainIndicators')}</legend>
            <div className="flex flex-wrap gap-1">
              {MAIN_INDICATORS.map((name) => (
                <Chip key={name} isPressed={mainIndicators.includes(name)} onClick={() => toggleMain(name)}>
                  {name}
                </Chip>
              ))}
            </div>
          </fieldset>
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1.5 text-xs font-medium text-muted">{t('chart.subIndicators')}</legend>
            <div className="flex flex-wrap gap-1">
              {SUB_INDICATORS.map((name) => (
                <Chip key={name} isPressed={subIndicators.includes(name)} onClick={() => toggleSub(name)}>
                  {name}
                </Chip>
              ))}
            </div>
          </fieldset>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
