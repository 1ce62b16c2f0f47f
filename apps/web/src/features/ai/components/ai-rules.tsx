import { useTranslation } from 'react-i18next';
import type { AiTerms } from '@exchange/contracts/http/ai/index';
import { DetailList } from '@exchange/ui/detail-list';
import { formatAmount } from '@exchange/ui/format';
import { durationLabel, formatRate } from '../utils/ai-format';

interface AiRulesProps {
  terms: AiTerms;
  limits?: { min: string; max: string };
  riskLevel?: number;
  spotFeeRate?: string;
  gridProfit?: { min: string; max: string } | null;
}

/** The strategy's rules as the user agrees to them: kind, pair, term, its parameters, every fee, limits and risk. */
export function AiRules({ terms, limits, riskLevel, spotFeeRate, gridProfit }: AiRulesProps) {
  const { t } = useTranslation();
  const term = durationLabel(terms.termSeconds);
  const items = [
    { label: t('ai.rules.kind'), value: t(terms.kind === 0 ? 'ai.kind.grid' : 'ai.kind.dca') },
    { label: t('ai.rules.pair'), value: `${terms.baseAsset}/${terms.quoteAsset}`, isLtr: true },
    { label: t('ai.rules.term'), value: t(term.key, { count: term.count }) },
  ];
  if (terms.grid)
    items.push(
      { label: t('ai.rules.range'), value: `${terms.grid.low} – ${terms.grid.high}`, isLtr: true },
      { label: t('ai.rules.gridCount'), value: String(terms.grid.gridCount), isLtr: true },
    );
  if (gridProfit)
    items.push({
      label: t('ai.rules.gridProfit'),
      value: `${formatRate(gridProfit.min)} – ${formatRate(gridProfit.max)}`,
      isLtr: true,
    });
  if (terms.dca) {
    const interval = durationLabel(terms.dca.intervalSeconds);
    items.push(
      { label: t('ai.rules.interval'), value: t(interval.key, { count: interval.count }) },
      { label: t('ai.rules.slices'), value: String(terms.dca.slices), isLtr: true },
    );
  }
  items.push(
    {
      label: t('ai.rules.managementFee'),
      value: t('ai.rules.managementFeeValue', { rate: formatRate(terms.managementFeeRate) }),
    },
    {
      label: t('ai.rules.earlyExitFee'),
      value: t('ai.rules.earlyExitFeeValue', { rate: formatRate(terms.earlyExitFeeRate) }),
    },
  );
  if (spotFeeRate)
    items.push({ label: t('ai.rules.tradingFee'), value: formatRate(spotFeeRate), isLtr: true });
  if (limits)
    items.push({
      label: t('ai.rules.limits'),
      value: `${formatAmount(limits.min)} – ${formatAmount(limits.max)} USDT`,
      isLtr: true,
    });
  if (riskLevel !== undefined)
    items.push({ label: t('ai.rules.risk'), value: t('ai.rules.riskValue', { level: riskLevel }) });
  return (
    <div className="flex flex-col gap-2">
      <DetailList items={items} />
      <p className="text-xs text-muted">
        {t(terms.kind === 0 ? 'ai.rules.gridHow' : 'ai.rules.dcaHow')} {t('ai.rules.realFills')}
      </p>
    </div>
  );
}
