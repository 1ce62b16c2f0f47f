import type { UseMutationResult } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ActionDialog } from '@/components/ui/action-dialog';
import { TextField } from '@exchange/ui/text-field';
import { notify } from '@/lib/notify';
import { showServerFieldError } from '@/lib/server-field-error';
import { contractResolver } from '@/lib/zod-resolver';

interface SortDialogProps<Body> {
  /** What is moved ("Deutsch (de)"). */
  name: string;
  current: number;
  schema: z.ZodType | undefined;
  toBody: (sort: number) => Body;
  mutation: UseMutationResult<unknown, Error, Body>;
  onClose: () => void;
}

const asInteger = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** Moves one entry of a picker (a language, a country): lower numbers come first. */
export function SortDialog<Body>({
  name,
  current,
  schema,
  toBody,
  mutation,
  onClose,
}: SortDialogProps<Body>) {
  const { t } = useTranslation();
  const labels = { sort: t('system.sort') };
  const form = useForm<{ sort: string }>({
    resolver: contractResolver(schema, labels, { toBody: ({ sort }) => toBody(asInteger(sort)) }),
    defaultValues: { sort: String(current) },
  });
  const sort = useWatch({ control: form.control, name: 'sort' });
  const subject = { name, from: current, to: sort.trim() || '—' };
  const submit = form.handleSubmit((values) =>
    mutation.mutate(toBody(asInteger(values.sort)), {
      onSuccess: () => {
        notify.success(t('system.sortDone', subject));
        onClose();
      },
      onError: (error) =>
        showServerFieldError(error, (field, message) => {
          if (field !== 'sort') return false;
          form.setError('sort', { type: 'server', message });
          return true;
        }),
    }),
  );
  return (
    <ActionDialog
      title={t('system.sortTitle', subject)}
      summary={t('system.sortSummary', subject)}
      confirmLabel={t('system.saveChanges')}
      isPending={mutation.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label={labels.sort}
        hint={t('system.sortHint')}
        inputMode="numeric"
        autoFocus
        error={form.formState.errors.sort?.message}
        {...form.register('sort')}
      />
    </ActionDialog>
  );
}
