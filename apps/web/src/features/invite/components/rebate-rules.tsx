import { BigNumber } from 'bignumber.js';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCoinAmount } from '@exchange/ui/format';
import type { RebateConfig } from '../api/invite-queries';
import { formatRate } from '../utils/invite-format';

/**
 * The rules every rebate is computed by, in words, from the rules in force (`pay/rebate/config`): what the user
 * reads here is exactly what the daily job applies, so no figure is written into the strings.
 */
export function useRuleLines(config: RebateConfig): string[] {
  const { t } = useTranslation();
  const caps = Object.entries(config.dailyCaps).sort(([first], [second]) => first.localeCompare(second));
  const maxOfFee = new BigNumber(config.level1Rate).times(config.maxKickbackRate).toFixed();
  return [
    ...(config.isEnabled ? [] : [t('invite.rules.paused')]),
    t('invite.rules.level1', { rate: formatRate(config.level1Rate) }),
    t('invite.rules.kickback', { max: formatRate(config.maxKickbackRate), feeRate: formatRate(maxOfFee) }),
    new BigNumber(config.level2Rate).isZero()
      ? t('invite.rules.level2Off')
      : t('invite.rules.level2', { rate: formatRate(config.level2Rate) }),
    ...(caps.length === 0
      ? [t('invite.rules.noCap')]
      : [
          ...caps.map(([asset, amount]) =>
            t('invite.rules.cap', { amount: formatCoinAmount(amount), asset }),
          ),
          t('invite.rules.otherAssetsUncapped'),
        ]),
    t('invite.rules.payout', { time: config.payoutTime }),
    t('invite.rules.source'),
  ];
}

/** The rebate rules as a short list (the invite home and the invite settings). */
export function RebateRules({ config }: { config: RebateConfig }) {
  const { t } = useTranslation();
  const lines = useRuleLines(config);
  const headingId = useId();
  return (
    <section className="flex flex-col gap-2 rounded-2xl bg-surface-raised p-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold">
        {t('invite.rules.title')}
      </h2>
      <ul className="flex list-disc flex-col gap-1.5 ps-5 text-sm text-muted">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
