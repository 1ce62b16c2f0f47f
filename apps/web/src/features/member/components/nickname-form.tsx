import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { Button } from '@exchange/ui/button';
import { TextField } from '@exchange/ui/text-field';
import { applyApiError } from '@/lib/form-errors';
import { useValidationRules } from '@/lib/form-rules';
import { useUpdateAvatarName } from '../api/update-profile';

export function NicknameForm({ nickname }: { nickname: string }) {
  const { t } = useTranslation();
  const rules = useValidationRules();
  const mutation = useUpdateAvatarName();
  const { register, handleSubmit, setError, formState } = useForm({ values: { nickname } });
  const submit = handleSubmit((values) =>
    mutation.mutate(
      { nickname: values.nickname.trim() },
      {
        onSuccess: () => notify.success(t('userInfo.profileSaved')),
        onError: (error) => applyApiError(error, setError, ['nickname']),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextField
        label={t('fields.nickname')}
        autoComplete="nickname"
        maxLength={32}
        error={formState.errors.nickname?.message}
        {...register('nickname', rules.schema('nickname', 'nickname'))}
      />
      <Button type="submit" variant="secondary" isLoading={mutation.isPending} disabled={!formState.isDirty}>
        {t('userInfo.saveProfile')}
      </Button>
    </form>
  );
}
