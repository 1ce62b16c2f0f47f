import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipDetail, VipLevel } from '@exchange/contracts/http/vip/index';
import { Badge } from '@exchange/ui/badge';
import { Button } from '@exchange/ui/button';
import { ApiError } from '@/lib/api-client';
import { useApplyVip } from '../api/vip-queries';

const NOTE_MAX = 500;

/** The caller's last application (pending, approved or rejected with staff's remark). */
function ApplicationStatus({ application }: { application: NonNullable<VipDetail['application']> }) {
  const { t } = useTranslation();
  const tone = application.status === 1 ? 'success' : application.status === -1 ? 'danger' : 'warning';
  const key = application.status === 1 ? 'approved' : application.status === -1 ? 'rejected' : 'pending';
  return (
    <div className="flex flex-col gap-1 text-sm">
      <div className="flex items-center gap-2">
        <span>{t('vip.apply.last', { level: application.level })}</span>
        <Badge tone={tone}>{t(`vip.apply.status.${key}`)}</Badge>
      </div>
      {application.remark ? (
        <p className="text-xs text-muted">{t('vip.apply.remark', { remark: application.remark })}</p>
      ) : null}
    </div>
  );
}

/** Apply for a level above the caller's (member VIP create); staff review it and the VIP audit push tells them. */
export function VipApplyForm({ detail, levels }: { detail: VipDetail; levels: readonly VipLevel[] }) {
  const { t } = useTranslation();
  const apply = useApplyVip();
  const choices = levels.filter((level) => level.isApplicable && level.level > detail.level);
  const [level, setLevel] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const chosen = level ?? choices[0]?.level ?? null;
  const isPending = detail.application?.status === 0;
  const error =
    apply.error instanceof ApiError ? apply.error.msg : apply.error ? t('vip.apply.failed') : null;
  return (
    <section
      className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4"
      aria-label={t('vip.apply.title')}
    >
      <h2 className="text-sm font-semibold">{t('vip.apply.title')}</h2>
      {detail.application ? <ApplicationStatus application={detail.application} /> : null}
      {isPending ? null : choices.length === 0 || chosen === null ? (
        <p className="text-sm text-muted">{t('vip.apply.none')}</p>
      ) : (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            apply.mutate({ level: chosen, note: note.trim() });
          }}
        >
          <label className="flex flex-col gap-1 text-sm">
            <span>{t('vip.apply.level')}</span>
            <select
              className="min-h-11 rounded-xl border border-border bg-surface px-3"
              value={chosen}
              onChange={(event) => setLevel(Number(event.target.value))}
            >
              {choices.map((choice) => (
                <option key={choice.level} value={choice.level}>
                  {choice.name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span>{t('vip.apply.note')}</span>
            <textarea
              className="min-h-20 rounded-xl border border-border bg-surface p-3"
              maxLength={NOTE_MAX}
              value={note}
              placeholder={t('vip.apply.notePlaceholder')}
              onChange={(event) => setNote(event.target.value)}
            />
          </label>
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          {apply.isSuccess ? <p className="text-sm text-success">{t('vip.apply.sent')}</p> : null}
          <Button type="submit" isLoading={apply.isPending}>
            {t('vip.apply.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
