import { useTranslation } from 'react-i18next';
import type { VipLevel } from '@exchange/contracts/http/vip/index';
import { formatDiscount, formatMultiplier, formatUsdt } from '../utils/vip-format';

/** How a level is reached, in words: the volume and/or holdings thresholds, or "by purchase or application". */
export function useRequirementText() {
  const { t } = useTranslation();
  return (level: VipLevel) => {
    const parts = [
      level.minVolume30d === null
        ? null
        : t('vip.requirement.volume', { amount: formatUsdt(level.minVolume30d) }),
      level.minHoldings === null
        ? null
        : t('vip.requirement.holdings', { amount: formatUsdt(level.minHoldings) }),
    ].filter((part): part is string => part !== null);
    if (level.level === 0) return t('vip.requirement.everyone');
    return parts.length > 0 ? parts.join(t('vip.requirement.or')) : t('vip.requirement.none');
  };
}

function usePriceText() {
  const { t } = useTranslation();
  return (level: VipLevel) =>
    level.isPurchasable && level.price !== null && level.termDays !== null
      ? t('vip.pricePerTerm', { price: formatUsdt(level.price), days: level.termDays })
      : t('vip.notForSale');
}

const COLUMNS = [
  'level',
  'makerDiscount',
  'takerDiscount',
  'withdrawalLimit',
  'prioritySupport',
  'requirement',
  'price',
] as const;

/**
 * The public levels table (`/vip`): each level's benefits and requirements. A table on a wide screen, one card per
 * level on a phone; `currentLevel` is marked when the caller is signed in.
 */
export function VipLevelsTable({
  levels,
  currentLevel,
}: {
  levels: readonly VipLevel[];
  currentLevel?: number;
}) {
  const { t } = useTranslation();
  const requirement = useRequirementText();
  const priceText = usePriceText();
  const yesNo = (value: boolean) => (value ? t('vip.yes') : t('vip.no'));
  return (
    <>
      <ul className="flex flex-col gap-3 sm:hidden" aria-label={t('vip.levelsLabel')}>
        {levels.map((level) => (
          <li
            key={level.level}
            className="rounded-2xl bg-surface-raised p-4"
            aria-current={level.level === currentLevel ? 'true' : undefined}
          >
            <div className="flex items-center justify-between gap-2">
              <span className="text-lg font-semibold">{level.name}</span>
              {level.level === currentLevel ? (
                <span className="text-xs font-medium text-brand">{t('vip.yourLevel')}</span>
              ) : null}
            </div>
            <p className="mt-1 text-xs text-muted">{requirement(level)}</p>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <dt className="text-muted">{t('vip.benefit.makerDiscount')}</dt>
              <dd dir="ltr" className="text-end">
                {formatDiscount(level.makerFeeDiscount)}
              </dd>
              <dt className="text-muted">{t('vip.benefit.takerDiscount')}</dt>
              <dd dir="ltr" className="text-end">
                {formatDiscount(level.takerFeeDiscount)}
              </dd>
              <dt className="text-muted">{t('vip.benefit.withdrawalLimit')}</dt>
              <dd dir="ltr" className="text-end">
                {formatMultiplier(level.withdrawalLimitMultiplier)}
              </dd>
              <dt className="text-muted">{t('vip.benefit.prioritySupport')}</dt>
              <dd className="text-end">{yesNo(level.hasPrioritySupport)}</dd>
              <dt className="text-muted">{t('vip.price')}</dt>
              <dd className="text-end">{priceText(level)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl bg-surface-raised sm:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('vip.levelsLabel')}</caption>
          <thead className="text-xs text-muted">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 text-start font-medium">
                  {t(`vip.column.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {levels.map((level) => (
              <tr key={level.level} className={level.level === currentLevel ? 'bg-brand/10' : undefined}>
                <th scope="row" className="px-4 py-3 text-start font-semibold">
                  {level.name}
                  {level.level === currentLevel ? (
                    <span className="ms-2 text-xs font-medium text-brand">{t('vip.yourLevel')}</span>
                  ) : null}
                </th>
                <td dir="ltr" className="px-4 py-3 text-start">
                  {formatDiscount(level.makerFeeDiscount)}
                </td>
                <td dir="ltr" className="px-4 py-3 text-start">
                  {formatDiscount(level.takerFeeDiscount)}
                </td>
                <td dir="ltr" className="px-4 py-3 text-start">
                  {formatMultiplier(level.withdrawalLimitMultiplier)}
                </td>
                <td className="px-4 py-3">{yesNo(level.hasPrioritySupport)}</td>
                <td className="px-4 py-3 text-muted">{requirement(level)}</td>
                <td className="px-4 py-3">{priceText(level)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
