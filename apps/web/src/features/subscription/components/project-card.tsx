import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@exchange/ui/badge';
import { buttonClasses } from '@exchange/ui/button';
import { DetailList } from '@exchange/ui/detail-list';
import { paths } from '@/config/paths';
import type { SubscriptionProject } from '../api/projects';
import {
  PHASE_TONE,
  exactDecimal,
  kindNameOf,
  nextMoment,
  ruleNameOf,
  subscribedRatio,
} from '../utils/subscription-format';
import { SubscriptionCountdown } from './subscription-countdown';

export const buySubscribeHref = (id: number) => `${paths.fundsBuySubscribe.path}?id=${id}`;

/**
 * One project: its token, kind, phase and the countdown to what comes next, the price, supply, per-user limits,
 * how much was asked for so far, and the allotment rule in one line. Open projects link to the buy screen.
 */
export function ProjectCard({ project, nowMs }: { project: SubscriptionProject; nowMs: number }) {
  const { t } = useTranslation();
  const next = nextMoment(project);
  const rule = ruleNameOf(project.rule);
  const isOpen = project.phase === 'open' && !project.isPaused;
  const tokens = (value: string) => `${exactDecimal(value, 0)} ${project.symbol}`;
  const items = [
    { label: t('subscription.project.price'), value: `${exactDecimal(project.price)} USDT`, isLtr: true },
    { label: t('subscription.project.supply'), value: tokens(project.totalSupply), isLtr: true },
    {
      label: t('subscription.project.limits'),
      value: `${exactDecimal(project.minPerUser, 0)} – ${tokens(project.maxPerUser)}`,
      isLtr: true,
    },
    {
      label: t('subscription.project.requested'),
      value: t('subscription.project.requestedValue', {
        quantity: tokens(project.requestedQuantity),
        ratio: subscribedRatio(project),
      }),
    },
    { label: t('subscription.project.rule'), value: t(`subscription.rule.${rule}.name`) },
  ];
  return (
    <article
      aria-label={t('subscription.project.label', { name: project.name })}
      className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4"
    >
      <header className="flex items-center gap-3">
        <img src={project.logo} alt="" className="size-10 shrink-0 rounded-full bg-surface-sunken" />
        <div className="flex min-w-0 flex-1 flex-col">
          <h2 className="truncate text-base font-semibold">{project.name}</h2>
          <span dir="ltr" className="text-xs text-muted">
            {project.symbol}
          </span>
        </div>
        <span className="flex flex-wrap items-center justify-end gap-1">
          <Badge tone="neutral">{t(`subscription.kind.${kindNameOf(project.kind)}`)}</Badge>
          <Badge tone={PHASE_TONE[project.phase]}>{t(`subscription.phase.${project.phase}`)}</Badge>
          {project.isPaused ? <Badge tone="danger">{t('subscription.project.paused')}</Badge> : null}
        </span>
      </header>
      {next ? (
        <div className="flex items-center justify-between gap-3 rounded-xl bg-surface-sunken px-3 py-2">
          <span className="text-sm text-muted">{t(`subscription.countdown.${next.key}`)}</span>
          <SubscriptionCountdown at={next.at} nowMs={nowMs} />
        </div>
      ) : null}
      {project.phase === 'listed' && project.listedSymbol ? (
        <p className="text-sm text-muted">
          {t('subscription.project.listedAs', { symbol: project.listedSymbol })}
        </p>
      ) : null}
      <DetailList items={items} />
      {isOpen ? (
        <Link to={buySubscribeHref(project.id)} className={buttonClasses('primary')}>
          {t(`subscription.rule.${rule}.action`)}
        </Link>
      ) : (
        <Link to={buySubscribeHref(project.id)} className={buttonClasses('secondary')}>
          {t('subscription.project.details')}
        </Link>
      )}
    </article>
  );
}
