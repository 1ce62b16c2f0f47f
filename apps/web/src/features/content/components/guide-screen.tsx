import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@exchange/ui/button';
import { ChartIcon, UserIcon } from '@/components/ui/icons';
import { GlobeIcon } from '@/components/ui/shell-icons';
import { paths } from '@/config/paths';
import { markGuideSeen } from '../utils/guide-state';

/** The guide's steps, each a heading and a line (content.guide.<key>.title / .text). */
const STEPS = [
  { key: 'markets', icon: ChartIcon },
  { key: 'safety', icon: UserIcon },
  { key: 'support', icon: GlobeIcon },
] as const;

/**
 * `/guide`: the first-run introduction — what the app offers, how funds are kept, where help is — one step at a
 * time, with Skip on every step. Finishing or skipping records it on this device, so /bootPage goes straight home.
 */
export function GuideScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const step = STEPS[index] ?? STEPS[0];
  const isLast = index === STEPS.length - 1;
  const Icon = step.icon;
  const finish = () => {
    markGuideSeen();
    void navigate(paths.home.path, { replace: true });
  };
  return (
    <section
      aria-roledescription={t('content.guide.label')}
      className="flex flex-1 flex-col items-center gap-6 px-6 py-10 text-center"
    >
      <div className="flex size-24 items-center justify-center rounded-3xl bg-brand/15 text-brand">
        <Icon className="size-12" />
      </div>
      <div className="flex flex-col gap-2" aria-live="polite">
        <h2 className="text-xl font-semibold">{t(`content.guide.${step.key}.title`)}</h2>
        <p className="text-sm text-muted">{t(`content.guide.${step.key}.text`)}</p>
      </div>
      <p className="sr-only">{t('content.guide.progress', { step: index + 1, count: STEPS.length })}</p>
      <div aria-hidden className="flex gap-2">
        {STEPS.map((item, at) => (
          <span
            key={item.key}
            className={clsx(
              'h-2 rounded-full transition-all',
              at === index ? 'w-6 bg-brand' : 'w-2 bg-border',
            )}
          />
        ))}
      </div>
      <div className="mt-auto flex w-full max-w-sm flex-col gap-2">
        <Button isFullWidth onClick={isLast ? finish : () => setIndex(index + 1)}>
          {isLast ? t('content.guide.start') : t('content.guide.next')}
        </Button>
        {isLast ? null : (
          <Button variant="ghost" isFullWidth onClick={finish}>
            {t('content.guide.skip')}
          </Button>
        )}
      </div>
    </section>
  );
}
