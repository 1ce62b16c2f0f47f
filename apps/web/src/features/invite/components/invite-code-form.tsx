import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { TextField } from '@exchange/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { applyApiError, serverField } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import type { InviteCode, RebateConfig } from '../api/invite-queries';
import { useSaveInviteCode } from '../api/invite-queries';
import { useCodeName } from '../hooks/use-code-name';
import { formatRate } from '../utils/invite-format';
import {
  INVITE_LABEL_MAX,
  fractionToPercent,
  isPercentInput,
  isWithinMax,
  kickbackSplit,
  percentToFraction,
} from '../utils/invite-rules';

interface InviteCodeValues {
  label: string;
  /** The kickback as the user types it: a percentage of the level-1 commission. */
  kickbackPercent: string;
}

/** What the kickback typed splits each fee's level-1 rebate into, shown before saving. */
function KickbackPreview({ config, kickbackPercent }: { config: RebateConfig; kickbackPercent: string }) {
  const { t } = useTranslation();
  if (!isPercentInput(kickbackPercent) || !isWithinMax(kickbackPercent, config.maxKickbackRate)) return null;
  const split = kickbackSplit(config.level1Rate, percentToFraction(kickbackPercent));
  return (
    <p aria-live="polite" className="rounded-xl bg-surface-sunken p-3 text-sm">
      {t('invite.form.preview', { keep: formatRate(split.keepRate), give: formatRate(split.giveRate) })}
    </p>
  );
}

/**
 * A new code (`code` null) or a change to one: its label and kickback share, checked against the rules' maximum
 * before sending; the server's refusals go on the field they name (a kickback above a maximum lowered meanwhile).
 */
export function InviteCodeForm({
  config,
  code,
  onSaved,
}: {
  config: RebateConfig;
  code: InviteCode | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const codeName = useCodeName();
  const save = useSaveInviteCode();
  const { register, handleSubmit, setError, control, formState } = useForm<InviteCodeValues>({
    defaultValues: {
      label: code ? codeName(code) : '',
      kickbackPercent: code ? fractionToPercent(code.kickbackRate) : '0',
    },
  });
  const kickbackPercent = useWatch({ control, name: 'kickbackPercent' });
  const maxPercent = formatRate(config.maxKickbackRate);
  const onError = (error: unknown) => {
    if (error instanceof ApiError && serverField(error) === 'kickbackRate')
      setError('kickbackPercent', { type: 'server', message: error.msg }, { shouldFocus: true });
    else applyApiError(error, setError, ['label']);
  };
  const submit = handleSubmit((values) =>
    save.mutate(
      {
        ...(code ? { id: code.id } : {}),
        label: values.label.trim(),
        kickbackRate: percentToFraction(values.kickbackPercent),
      },
      {
        onSuccess: () => {
          notify.success(t(code ? 'invite.form.saved' : 'invite.form.created'));
          onSaved();
        },
        onError,
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('invite.form.label')}
        autoComplete="off"
        maxLength={INVITE_LABEL_MAX}
        error={formState.errors.label?.message}
        {...register('label', {
          validate: (value) =>
            value.trim() === ''
              ? t('invite.form.labelRequired')
              : /[<>]/.test(value)
                ? t('invite.form.labelInvalid')
                : true,
        })}
      />
      <TextField
        label={t('invite.form.kickback')}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        end={<span className="text-sm text-muted">%</span>}
        hint={t('invite.form.kickbackHint', { rate: formatRate(config.level1Rate), max: maxPercent })}
        error={formState.errors.kickbackPercent?.message}
        {...register('kickbackPercent', {
          validate: (value) =>
            !isPercentInput(value)
              ? t('invite.form.kickbackInvalid')
              : isWithinMax(value, config.maxKickbackRate) ||
                t('invite.form.kickbackTooHigh', { max: maxPercent }),
        })}
      />
      <KickbackPreview config={config} kickbackPercent={kickbackPercent} />
      <Button type="submit" isFullWidth isLoading={save.isPending}>
        {t('common.save')}
      </Button>
    </form>
  );
}
