import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@exchange/ui/button';
import { formatAmount } from '@exchange/ui/format';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { TextField } from '@exchange/ui/text-field';
import { paths } from '@/config/paths';
import { useWalletAsset } from '@/data/assets/get-wallet-asset';
import { ApiError } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency';
import { notify } from '@/lib/notify';
import { useAiProducts, useBuyAi, type AiProduct } from '../api/ai-queries';
import { amountProblem } from '../utils/ai-format';
import { AiRules } from './ai-rules';

/** The server's internal-error class: the buy may or may not have happened, so a retry keeps the key. */
const SERVER_ERROR = 500;

/** `/funds/buyai?id=`: the product's rules again, the amount (limits and spot balance), "I agree", then the buy. */
export function AiBuyScreen({ productId }: { productId: number | null }) {
  const { t } = useTranslation();
  const products = useAiProducts();
  const product = products.data?.list.find((candidate) => candidate.id === productId);
  if (products.isPending) return <LoadingState />;
  if (products.isError) return <ErrorState onRetry={() => void products.refetch()} />;
  if (!product) return <EmptyState message={t('ai.buy.notFound')} />;
  return <AiBuyForm product={product} />;
}

function AiBuyForm({ product }: { product: AiProduct }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [amount, setAmount] = useState(product.minAmount);
  const [isAgreed, setIsAgreed] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const usdt = useWalletAsset('spot', 'USDT');
  const available = usdt.data?.available ?? null;
  const problem = amountProblem(amount, { min: product.minAmount, max: product.maxAmount }, available);
  const buy = useBuyAi();
  const idempotency = useIdempotencyKey();
  const submit = () => {
    const body = {
      productId: product.id,
      amount: amount.trim(),
      productVersion: product.version,
      agreed: true as const,
    };
    setServerError(null);
    buy.mutate(
      { body, idempotencyKey: idempotency.keyFor(body) },
      {
        onSuccess: (order) => {
          idempotency.reset();
          notify.success(t('ai.buy.started'));
          void navigate(`${paths.mineAiOrderDetail.path}?id=${order.id}`);
        },
        onError: (error) => {
          if (error instanceof ApiError && !error.isNoResponse && error.code !== SERVER_ERROR)
            idempotency.reset();
          setServerError(error.message);
        },
      },
    );
  };
  return (
    <form
      noValidate
      className="flex flex-col gap-4 px-4 pb-8 sm:px-0 lg:grid lg:grid-cols-2 lg:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem && isAgreed) submit();
      }}
    >
      <section
        aria-label={t('ai.buy.rules')}
        className="flex flex-col gap-2 rounded-2xl bg-surface-raised p-4"
      >
        <h2 className="text-base font-semibold">{product.name}</h2>
        <AiRules
          terms={product.terms}
          limits={{ min: product.minAmount, max: product.maxAmount }}
          riskLevel={product.riskLevel}
          spotFeeRate={product.spotFeeRate}
          gridProfit={product.gridProfit}
        />
      </section>
      <section className="flex flex-col gap-4 rounded-2xl bg-surface-raised p-4">
        <TextField
          label={t('ai.buy.amount')}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={problem ? t(problem.key, problem) : undefined}
        />
        <p className="text-sm text-muted" dir="auto">
          {t('ai.buy.available', { amount: available === null ? '—' : formatAmount(available) })}
        </p>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            checked={isAgreed}
            onChange={(event) => setIsAgreed(event.target.checked)}
            className="mt-1"
          />
          <span>{t('ai.buy.agree')}</span>
        </label>
        {serverError ? (
          <p role="alert" className="text-sm text-danger">
            {serverError}
          </p>
        ) : null}
        <button
          type="submit"
          className={buttonClasses('primary')}
          disabled={problem !== null || !isAgreed || buy.isPending}
          aria-busy={buy.isPending || undefined}
        >
          {t('ai.buy.confirm', { amount: formatAmount(amount.trim() || '0') })}
        </button>
      </section>
    </form>
  );
}
