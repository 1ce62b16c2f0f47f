import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { TextField } from '@exchange/ui/text-field';
import { applyApiError } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useApplyMerchant } from '../api/c2c-mutations';

/** A merchant nickname: 2 to 24 characters on one line, no angle brackets (applyMerchant's nameText(2, 24)). */
const NICKNAME_MIN = 2;
const NICKNAME_MAX = 24;

/** Applies to be a merchant with the nickname takers will see; staff approve or reject it. */
export function C2cMerchantApplyForm() {
  const { t } = useTranslation();
  const apply = useApplyMerchant();
  const { register, handleSubmit, setError, formState } = useForm<{ nickname: string }>({
    defaultValues: { nickname: '' },
  });
  const submit = handleSubmit(({ nickname }) =>
    apply.mutate(nickname.trim(), {
      onSuccess: () => notify.success(t('c2c.apply.sent')),
      onError: (error) => applyApiError(error, setError, ['nickname']),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('c2c.apply.intro')}</p>
      <TextField
        label={t('c2c.apply.nickname')}
        autoComplete="off"
        maxLength={NICKNAME_MAX}
        hint={t('c2c.apply.nicknameHint', { min: NICKNAME_MIN, max: NICKNAME_MAX })}
        error={formState.errors.nickname?.message}
        {...register('nickname', {
          validate: (value) => {
            const nickname = value.trim();
            if (nickname.length < NICKNAME_MIN || nickname.length > NICKNAME_MAX)
              return t('c2c.apply.nicknameLength', { min: NICKNAME_MIN, max: NICKNAME_MAX });
            return /[<>\n\r\t]/.test(nickname) ? t('c2c.apply.nicknameInvalid') : true;
          },
        })}
      />
      <Button type="submit" isLoading={apply.isPending}>
        {t('c2c.apply.submit')}
      </Button>
    </form>
  );
}
