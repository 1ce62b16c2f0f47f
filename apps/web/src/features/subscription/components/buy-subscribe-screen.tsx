import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@exchange/ui/badge';
import { buttonClasses } from '@exchange/ui/button';
import { DetailList } from '@exchange/ui/detail-list';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { TextField } from '@exchange/ui/text-field';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { useWalletAsset } from '@/data/assets/get-wallet-asset';
import { usePreferencesStore } from '@/data/preferences/preferences-store';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useNow } from '@/lib/use-now';
import { useProjectOrder } from '../api/orders';
import { useSubscriptionProject, type SubscriptionProject } from '../api/projects';
import { useSubscriptionSubmit } from '../hooks/use-subscription-submit';
import { formatMoment } from '../utils/subscription-time';
import {
  PHASE_TONE,
  costOf,
  exactDecimal,
  nextMoment,
  quantityProblem,
  ruleNameOf,
  type RuleNumber,
  isMissingAnswer,
} from '../utils/subscription-format';
import { SubscriptionCountdown } from './subscription-countdown';

export const subscriptionOrderHref = (id: number) => `${paths.fundsBuySubscribeOrderDetail.path}?id=${id}`;

/** `/funds/buySubscribe?id=`: a project's terms and rule, and — while its window is open — the commit or buy form. */
export function BuySubscribeScreen({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const project = useSubscriptionProject(id);
  const isMissing = id === null || (project.error instanceof ApiError && isMissingAnswer(project.error.code));
  if (isMissing) return <EmptyState message={t('subscription.project.notFound')} />;
  if (project.data) return <ProjectTerms project={project.data} />;
  if (project.isError) return <ErrorState onRetry={() => void project.refetch()} />;
  return <LoadingState />;
}

function ProjectTerms({ project }: { project: SubscriptionProject }) {
  const { t, i18n } = useTranslation();
  const timeZone = usePreferencesStore((state) => state.timeZone);
  const now = useNow(1_000);
  const rule = ruleNameOf(project.rule);
  const next = nextMoment(project);
  const time = (value: number) => formatMoment(value, timeZone, i18n.language);
  const items = [
    { label: t('subscription.project.price'), value: `${exactDecimal(project.price)} USDT`, isLtr: true },
    {
      label: t('subscription.project.supply'),
      value: `${exactDecimal(project.totalSupply, 0)} ${project.symbol}`,
      isLtr: true,
    },
    {
      label: t('subscription.project.limits'),
      value: `${exactDecimal(project.minPerUser, 0)} – ${exactDecimal(project.maxPerUser, 0)} ${project.symbol}`,
      isLtr: true,
    },
    {
      label: t('subscription.project.requestedLabel'),
      value: `${exactDecimal(project.requestedQuantity, 0)} ${project.symbol}`,
      isLtr: true,
    },
    { label: t('subscription.project.startAt'), value: time(project.startAt) },
    { label: t('subscription.project.endAt'), value: time(project.endAt) },
    { label: t('subscription.project.distributeAt'), value: time(project.distributeAt) },
    { label: t('subscription.project.listAt'), value: time(project.listAt) },
    ...(project.seedHash
      ? [
          {
            label: t('subscription.project.seedHash'),
            value: <code className="break-all text-xs">{project.seedHash}</code>,
          },
        ]
      : []),
    ...(project.seed
      ? [
          {
            label: t('subscription.project.seed'),
            value: <code className="break-all text-xs">{project.seed}</code>,
          },
        ]
      : []),
  ];
  return (
    <div className="flex flex-col gap-4 px-4 pb-8 sm:px-0 lg:grid lg:grid-cols-2 lg:items-start">
      <section className="flex flex-col gap-4">
        <header className="flex items-center gap-3">
          <img src={project.logo} alt="" className="size-12 shrink-0 rounded-full bg-surface-sunken" />
          <div className="flex min-w-0 flex-1 flex-col">
            <h2 className="text-lg font-semibold">{project.name}</h2>
            <span dir="ltr" className="text-sm text-muted">
              {project.symbol}
            </span>
          </div>
          <Badge tone={PHASE_TONE[project.phase]}>{t(`subscription.phase.${project.phase}`)}</Badge>
        </header>
        {next ? (
          <div className="flex items-center justify-between gap-3 rounded-xl bg-surface-raised px-4 py-3">
            <span className="text-sm text-muted">{t(`subscription.countdown.${next.key}`)}</span>
            <SubscriptionCountdown at={next.at} nowMs={now} />
          </div>
        ) : null}
        {project.description ? <p className="text-sm">{project.description}</p> : null}
        <DetailList items={items} variant="card" />
      </section>
      <section className="flex flex-col gap-4">
        <div className="flex flex-col gap-1 rounded-2xl bg-surface-raised p-4" data-testid="allotment-rule">
          <h3 className="text-base font-semibold">{t(`subscription.rule.${rule}.name`)}</h3>
          <p className="text-sm text-muted">{t(`subscription.rule.${rule}.explain`)}</p>
        </div>
        {project.phase === 'open' && !project.isPaused ? (
          <BuyOrOrder project={project} />
        ) : (
          <p className="rounded-2xl bg-surface-raised p-4 text-sm text-muted">
            {t(project.isPaused ? 'subscription.buy.paused' : `subscription.buy.closed.${project.phase}`)}
          </p>
        )}
      </section>
    </div>
  );
}

/** The form, or — when the caller already has their one order on this project — a link to it. */
function BuyOrOrder({ project }: { project: SubscriptionProject }) {
  const { t } = useTranslation();
  const existing = useProjectOrder(project.id);
  if (existing.isPending) return <LoadingState />;
  if (existing.data)
    return (
      <div className="flex flex-col gap-2 rounded-2xl bg-surface-raised p-4">
        <p className="text-sm">{t('subscription.buy.alreadyOrdered')}</p>
        <Link to={subscriptionOrderHref(existing.data.id)} className="text-sm font-medium text-primary">
          {t('subscription.buy.viewOrder')}
        </Link>
      </div>
    );
  return <BuyForm project={project} />;
}

function BuyForm({ project }: { project: SubscriptionProject }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(project.minPerUser);
  const [isConfirming, setIsConfirming] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const usdt = useWalletAsset('spot', 'USDT');
  const available = usdt.data?.available ?? null;
  const problem = quantityProblem(project, quantity, available);
  const cost = costOf(project.price, quantity);
  const rule = ruleNameOf(project.rule);
  const submit = useSubscriptionSubmit({
    onDone: (order) => {
      notify.success(t(`subscription.buy.done.${rule}`));
      void navigate(subscriptionOrderHref(order.id));
    },
    onRefused: setServerError,
  });
  const items = [
    {
      label: t('subscription.buy.cost'),
      value: <span data-testid="buy-cost">{`${exactDecimal(cost)} USDT`}</span>,
      isLtr: true,
    },
    {
      label: t('subscription.buy.available'),
      value: available === null ? '—' : `${exactDecimal(available)} USDT`,
      isLtr: true,
    },
  ];
  return (
    <form
      noValidate
      className="flex flex-col gap-4 rounded-2xl bg-surface-raised p-4"
      onSubmit={(event) => {
        event.preventDefault();
        setServerError(null);
        if (!problem) setIsConfirming(true);
      }}
    >
      <TextField
        label={t('subscription.buy.quantity', { symbol: project.symbol })}
        inputMode="decimal"
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        error={problem ? t(problem.key, problem) : undefined}
      />
      <DetailList items={items} />
      <p className="text-xs text-muted">{t(`subscription.rule.${rule}.hold`)}</p>
      {serverError ? (
        <p role="alert" className="text-sm text-danger">
          {serverError}
        </p>
      ) : null}
      <button
        type="submit"
        className={buttonClasses('primary')}
        disabled={problem !== null || submit.isPending}
        aria-busy={submit.isPending || undefined}
      >
        {t(`subscription.rule.${rule}.action`)}
      </button>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('subscription.confirm.title', { name: project.name })}
        description={t('subscription.confirm.description', {
          quantity: quantity.trim(),
          symbol: project.symbol,
          cost: exactDecimal(cost),
          rule: t(`subscription.rule.${rule}.explain`),
        })}
        confirmLabel={t('subscription.confirm.action', { cost: exactDecimal(cost) })}
        onConfirm={() =>
          submit.submit(project.rule as RuleNumber, {
            projectId: project.id,
            quantity: quantity.trim(),
            price: project.price,
          })
        }
      />
    </form>
  );
}
