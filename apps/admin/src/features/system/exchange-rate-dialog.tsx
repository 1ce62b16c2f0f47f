import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminUpdateExchangeRate } from '@exchange/contracts/http/admin/index';
import { ActionDialog } from '@/components/ui/action-dialog';
import { TextField } from '@exchange/ui/text-field';
import { notify } from '@/lib/notify';
import { showServerFieldError } from '@/lib/server-field-error';
import { contractResolver } from '@/lib/zod-resolver';
import { useUpdateExchangeRate } from './system-queries';
import type { ExchangeRate } from './system-queries';
import { formatExact } from '@/lib/format';

/** A display currency's rate per 1 USD(T): what the app multiplies USDT values by for that currency. */
export function ExchangeRateDialog({ rate, onClose }: { rate: ExchangeRate; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateExchangeRate();
  const labels = { price: t('system.rate') };
  const toBody = ({ price }: { price: string }) => ({ exchange: rate.exchange, price: price.trim() });
  const form = useForm<{ price: string }>({
    resolver: contractResolver(adminUpdateExchangeRate.body, labels, { toBody }),
    defaultValues: { price: rate.price },
  });
  const price = useWatch({ control: form.control, name: 'price' });
  const subject = { exchange: rate.exchange, from: formatExact(rate.price), to: formatExact(price.trim()) };
  const submit = form.handleSubmit((values) =>
    update.mutate(toBody(values), {
      onSuccess: () => {
        notify.success(t('system.rateDone', subject));
        onClose();
      },
      onError: (error) =>
        showServerFieldError(error, (field, message) => {
          if (field !== 'price') return false;
          form.setError('price', { type: 'server', message });
          return true;
        }),
    }),
  );
  return (
    <ActionDialog
      title={t('system.rateTitle', subject)}
      summary={t('system.rateSummary', subject)}
      confirmLabel={t('system.saveChanges')}
      isPending={update.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label={labels.price}
        hint={t('system.rateHint', { exchange: rate.exchange })}
        inputMode="decimal"
        autoFocus
        error={form.formState.errors.price?.message}
        {...form.register('price')}
      />
    </ActionDialog>
  );
}
