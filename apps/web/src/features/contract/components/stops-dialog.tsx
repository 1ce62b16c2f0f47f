import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { capInputDecimals } from '@exchange/domain/format/amount';
import { Button } from '@exchange/ui/button';
import { formatPlainDecimal } from '@exchange/ui/format';
import { TextField } from '@exchange/ui/text-field';
import { ApiError, presentApiError } from '@/lib/api-client';
import { serverField } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useUpdateStops } from '../api/update-contract-profit-loss';
import type { UpdateStopsRequest } from '../api/update-contract-profit-loss';
import type { Accuracy } from '../utils/accuracy';
import { normalizeDecimal, stopPriceProblem } from '../utils/field-problems';
import type { LivePosition } from '../utils/live-position';
import { SheetDialog } from '@/components/ui/sheet-dialog';

type StopField = 'takeProfit' | 'stopLoss';
const WIRE_FIELD = { takeProfit: 'stopProfitPrice', stopLoss: 'stopLossPrice' } as const;

/**
 * Sets or clears a position's take-profit and stop-loss. Only what changed is sent: an emptied field is sent as null
 * (clear), an untouched one is not sent (kept). Both trigger on the mark price and close the whole position.
 */
export function StopsDialog({
  position,
  accuracy,
  onClose,
}: {
  position: LivePosition;
  accuracy: Accuracy;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // What the fields start with: the stop prices as plain text, the way they are typed and sent.
  const shown = (value: string | null) => formatPlainDecimal(value, accuracy.priceAccuracy);
  const initial = { takeProfit: shown(position.stopProfitPrice), stopLoss: shown(position.stopLossPrice) };
  const [values, setValues] = useState(initial);
  const [serverErrors, setServerErrors] = useState<Partial<Record<StopField, string>>>({});
  const update = useUpdateStops();
  const problemOf = (field: StopField) =>
    stopPriceProblem(values[field], field, position.direction, position.markPrice, accuracy.priceAccuracy);
  const errorOf = (field: StopField) => {
    const problem = problemOf(field);
    return serverErrors[field] ?? (problem ? t(`contract.errors.${problem.key}`, problem.values) : undefined);
  };
  const set = (field: StopField, text: string) => {
    setServerErrors({});
    setValues((current) => ({ ...current, [field]: capInputDecimals(text, accuracy.priceAccuracy) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problemOf('takeProfit') || problemOf('stopLoss')) return;
    const request: UpdateStopsRequest = { id: position.id };
    for (const field of ['takeProfit', 'stopLoss'] as const) {
      if (values[field] === initial[field]) continue;
      request[WIRE_FIELD[field]] = values[field].trim() === '' ? null : normalizeDecimal(values[field]);
    }
    update.mutate(request, {
      onSuccess: () => {
        notify.success(t('contract.stops.saved'));
        onClose();
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const field = serverField(error);
        if (field === 'stopProfitPrice') setServerErrors({ takeProfit: error.msg });
        else if (field === 'stopLossPrice') setServerErrors({ stopLoss: error.msg });
        else presentApiError(error);
      },
    });
  };

  const field = (name: StopField) => {
    const label = t(`contract.ticket.${name}`);
    return (
      <TextField
        label={label}
        inputMode="decimal"
        dir="ltr"
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
        error={errorOf(name)}
        end={
          values[name] ? (
            <button
              type="button"
              onClick={() => set(name, '')}
              className="rounded-lg px-2 py-1 text-xs font-medium text-brand hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
              aria-label={t('contract.stops.clear', { field: label })}
            >
              ×
            </button>
          ) : null
        }
      />
    );
  };

  return (
    <SheetDialog
      title={t('contract.stops.title', { symbol: position.symbol })}
      description={t('contract.stops.description')}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        {field('takeProfit')}
        {field('stopLoss')}
        <Button type="submit" isFullWidth isLoading={update.isPending}>
          {t('contract.stops.save')}
        </Button>
      </form>
    </SheetDialog>
  );
}
