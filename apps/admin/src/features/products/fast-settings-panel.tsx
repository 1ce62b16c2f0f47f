import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { Button } from '@exchange/ui/button';
import { FieldError } from '@exchange/ui/field-error';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { SelectField } from '@exchange/ui/select-field';
import { TextField } from '@exchange/ui/text-field';
import { ActionDialog } from '@/components/ui/action-dialog';
import { ChangesTable } from '@/components/ui/changes-table';
import { notify } from '@/lib/notify';
import { showServerFieldError } from '@/lib/server-field-error';
import { useCan } from '@/lib/staff-session';
import { FastInstrumentCard } from './fast-instrument-card';
import {
  countryCodesOf,
  fastChanges,
  fastDefaults,
  fastFieldOf,
  fastResolver,
  isFastFormField,
  newInstrument,
  toFastBody,
  topFieldLabel,
} from './fast-settings-form';
import type { FastValues } from './fast-settings-form';
import { countryName, savedAtText } from './product-labels';
import { useFastInstrumentSymbols, useFastSettings, useUpdateFastSettings } from './product-queries';
import type { FastSettings, FastSettingsBody } from './product-queries';

type FastForm = UseFormReturn<FastValues>;

/** The switch, the blocked jurisdictions (with their names as typed) and the stake limits. */
function GeneralFields({ form, canWrite }: { form: FastForm; canWrite: boolean }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const blocked = countryCodesOf(useWatch({ control: form.control, name: 'blockedCountries' }) ?? '');
  const stake = (field: 'minStake' | 'maxStake' | 'maxOpenStakePerUser') => (
    <TextField
      label={topFieldLabel(field)}
      inputMode="decimal"
      readOnly={!canWrite}
      error={errors[field]?.message}
      {...form.register(field)}
    />
  );
  return (
    <>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" disabled={!canWrite} {...form.register('isEnabled')} />
        {topFieldLabel('isEnabled')}
      </label>
      <TextField
        label={topFieldLabel('blockedCountries')}
        hint={t('products.blockedCountriesHint')}
        readOnly={!canWrite}
        error={errors.blockedCountries?.message}
        {...form.register('blockedCountries')}
      />
      <p className="text-sm text-muted">
        {blocked.length === 0
          ? t('products.noneBlocked')
          : t('products.blockedNames', { names: blocked.map(countryName).join(', ') })}
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        {stake('minStake')}
        {stake('maxStake')}
        {stake('maxOpenStakePerUser')}
      </div>
    </>
  );
}

/** Offer a listed fast-contract instrument the settings leave out (copying the first offer's periods). */
function AddInstrument({
  form,
  symbols,
  onAdd,
}: {
  form: FastForm;
  symbols: string[];
  onAdd: (s: string) => void;
}) {
  const { t } = useTranslation();
  const offered = useWatch({ control: form.control, name: 'instruments' }) ?? [];
  const addable = symbols.filter((symbol) => !offered.some((offer) => offer.symbol === symbol));
  const [chosen, setChosen] = useState('');
  const symbol = addable.includes(chosen) ? chosen : (addable[0] ?? '');
  if (addable.length === 0) return null;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <SelectField
        label={t('products.addInstrumentLabel')}
        options={addable.map((value) => ({ value, label: value }))}
        value={symbol}
        onChange={(event) => setChosen(event.target.value)}
      />
      <Button variant="secondary" onClick={() => onAdd(symbol)}>
        {t('products.addInstrument')}
      </Button>
    </div>
  );
}

function FastSettingsForm({ settings, symbols }: { settings: FastSettings; symbols: string[] }) {
  const { t } = useTranslation();
  const canWrite = useCan(StaffPermission.marketsWrite);
  const update = useUpdateFastSettings();
  const [review, setReview] = useState<FastSettingsBody | null>(null);
  const [isNothingChanged, setIsNothingChanged] = useState(false);
  const form = useForm<FastValues>({ resolver: fastResolver, defaultValues: fastDefaults(settings) });
  const instruments = useFieldArray({ control: form.control, name: 'instruments' });
  const openReview = form.handleSubmit((values) => {
    const body = toFastBody(values);
    const isSame = fastChanges(settings, body).every((row) => row.before === row.after);
    setIsNothingChanged(isSame);
    if (!isSame) setReview(body);
  });
  const save = (body: FastSettingsBody) =>
    update.mutate(body, {
      onSuccess: (saved) => {
        notify.success(t('products.fastDone'));
        setReview(null);
        form.reset(fastDefaults(saved));
      },
      onError: (error) => {
        setReview(null);
        showServerFieldError(error, (bodyPath, message) => {
          const field = fastFieldOf(bodyPath);
          if (!isFastFormField(field)) return false;
          form.setError(field as Path<FastValues>, { type: 'server', message }, { shouldFocus: true });
          return true;
        });
      },
    });
  const isTurningOff = settings.isEnabled && review?.isEnabled === false;
  return (
    <>
      <form noValidate className="flex max-w-3xl flex-col gap-4" onSubmit={(event) => void openReview(event)}>
        <p className="text-sm text-muted">{t('products.fastIntro')}</p>
        <p className="text-sm">{t('products.savedAtLine', { time: savedAtText(settings.updatedAt) })}</p>
        <GeneralFields form={form} canWrite={canWrite} />
        <h2 className="font-semibold">{t('products.instruments')}</h2>
        <p className="text-sm text-muted">{t('products.exposureHint')}</p>
        <p className="text-sm text-muted">{t('products.houseEdgeHint')}</p>
        {instruments.fields.length === 0 ? (
          <p className="text-sm text-muted">{t('products.noInstrumentsOffered')}</p>
        ) : null}
        {instruments.fields.map((instrument, index) => (
          <FastInstrumentCard
            key={instrument.id}
            form={form}
            index={index}
            symbol={instrument.symbol}
            canWrite={canWrite}
            onRemove={() => instruments.remove(index)}
          />
        ))}
        {canWrite ? (
          <AddInstrument
            form={form}
            symbols={symbols}
            onAdd={(symbol) => instruments.append(newInstrument(symbol, form.getValues()))}
          />
        ) : null}
        <FieldError
          id="fast-settings-unchanged"
          error={isNothingChanged ? t('markets.nothingChanged') : undefined}
        />
        {canWrite ? (
          <Button type="submit" className="self-start">
            {t('markets.reviewChanges')}
          </Button>
        ) : null}
      </form>
      {review ? (
        <ActionDialog
          title={t('products.fastConfirmTitle')}
          summary={t(isTurningOff ? 'products.fastOffSummary' : 'products.fastConfirmSummary')}
          confirmLabel={t('markets.saveChanges')}
          confirmVariant={isTurningOff ? 'danger' : 'primary'}
          isPending={update.isPending}
          onSubmit={() => save(review)}
          onClose={() => setReview(null)}
        >
          <ChangesTable caption={t('products.fastConfirmTitle')} rows={fastChanges(settings, review)} />
        </ActionDialog>
      ) : null}
    </>
  );
}

/**
 * Fast contracts: who may buy (the switch, blocked jurisdictions), how much (stake limits, each instrument's
 * exposure limit) and the payout rate of each period with the house edge it implies. No field sets a price or an
 * outcome (DESIGN.md §1).
 */
export function FastSettingsPanel() {
  const settings = useFastSettings();
  const symbols = useFastInstrumentSymbols();
  if (settings.isPending) return <LoadingState />;
  if (settings.isError) return <ErrorState onRetry={() => void settings.refetch()} />;
  return <FastSettingsForm settings={settings.data} symbols={symbols.data ?? []} />;
}
