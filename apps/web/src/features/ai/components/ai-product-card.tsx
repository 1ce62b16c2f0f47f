import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AiProduct } from '@exchange/contracts/http/ai/index';
import { Badge } from '@exchange/ui/badge';
import { buttonClasses } from '@exchange/ui/button';
import { formatAmount } from '@exchange/ui/format';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date-time';
import { formatReturn } from '../utils/ai-format';
import { AiRules } from './ai-rules';

/** One product: rules, fees, term, limits, risk and the backtest (labelled past performance, with its period). */
export function AiProductCard({ product }: { product: AiProduct }) {
  const { t, i18n } = useTranslation();
  const { backtest } = product;
  const isUp = !backtest.returnRate.startsWith('-');
  return (
    <article aria-label={product.name} className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{product.name}</h2>
        <Badge tone="neutral">{t(product.terms.kind === 0 ? 'ai.kind.grid' : 'ai.kind.dca')}</Badge>
      </header>
      {product.description ? <p className="text-sm text-muted">{product.description}</p> : null}
      <section aria-label={t('ai.backtest.title')} className="rounded-xl bg-surface-sunken px-3 py-2 text-sm">
        <p className="font-medium">{t('ai.backtest.title')}</p>
        {backtest.fromMs === null || backtest.toMs === null ? (
          <p className="text-muted">{t('ai.backtest.noHistory')}</p>
        ) : (
          <>
            <p data-testid="backtest-return" dir="ltr" className={isUp ? 'text-success' : 'text-danger'}>
              {formatReturn(backtest.returnRate)}
            </p>
            <p className="text-xs text-muted">
              {t('ai.backtest.period', {
                from: formatDateTime(backtest.fromMs, i18n.language),
                to: formatDateTime(backtest.toMs, i18n.language),
                amount: formatAmount(backtest.startValue),
                count: backtest.childOrderCount,
              })}
            </p>
          </>
        )}
        <p className="text-xs text-muted">{t('ai.backtest.disclaimer')}</p>
      </section>
      <AiRules
        terms={product.terms}
        limits={{ min: product.minAmount, max: product.maxAmount }}
        riskLevel={product.riskLevel}
        spotFeeRate={product.spotFeeRate}
        gridProfit={product.gridProfit}
      />
      <Link to={`${paths.fundsBuyAi.path}?id=${product.id}`} className={buttonClasses('primary')}>
        {t('ai.product.start')}
      </Link>
    </article>
  );
}
