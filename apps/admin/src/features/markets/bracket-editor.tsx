import { useFieldArray, useForm } from 'react-hook-form';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTRACT_TIERS_MAX } from '@exchange/contracts/http/admin/index';
import { Button } from '@exchange/ui/button';
import { FieldError } from '@exchange/ui/field-error';
import { TextField } from '@exchange/ui/text-field';
import {
  bracketChanges,
  bracketDefaults,
  bracketResolver,
  isBracketFormField,
  nextTier,
  toContractSpecBody,
} from './bracket-form';
import type { BracketFormValues } from './bracket-form';
import { BracketRows } from './bracket-rows';
import { ConfirmChangesDialog } from './confirm-changes-dialog';
import { EditorDrawer, useReviewedSave } from '@/components/ui/editor-drawer';
import { useUpdateContractSpec } from './market-queries';
import type { Instrument } from './market-queries';

const FORM_ID = 'bracket-editor';

/**
 * A perpetual's leverage brackets and fees: rows of notional floor and cap, leverage and maintenance rate, checked
 * with the contract's schema; the server's table-wide rules come back naming the field, shown at it.
 */
export function BracketEditor({ instrument, onClose }: { instrument: Instrument; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateContractSpec();
  const form = useForm<BracketFormValues>({
    resolver: bracketResolver(instrument.id),
    defaultValues: bracketDefaults(instrument),
  });
  const rows = useFieldArray({ control: form.control, name: 'tiers' });
  const { errors } = form.formState;
  const tableError = errors.tiers?.message ?? errors.tiers?.root?.message;
  const subject = { symbol: instrument.symbol };
  const { review, setReview, save, isPending } = useReviewedSave(update, {
    doneMessage: t('markets.bracketsDone', subject),
    onDone: onClose,
    setFieldError: (field, message) => {
      if (!isBracketFormField(field)) return false;
      form.setError(field as Path<BracketFormValues>, { type: 'server', message }, { shouldFocus: true });
      return true;
    },
  });
  const openReview = form.handleSubmit((values) => setReview(toContractSpecBody(instrument.id, values)));
  return (
    <EditorDrawer
      title={t('markets.bracketsTitle', subject)}
      formId={FORM_ID}
      onSubmit={(event) => void openReview(event)}
      onClose={onClose}
      confirm={
        review ? (
          <ConfirmChangesDialog
            title={t('markets.bracketsConfirmTitle', subject)}
            summary={t('markets.bracketsConfirmSummary', subject)}
            rows={bracketChanges(instrument, review)}
            isPending={isPending}
            onConfirm={() => save(review)}
            onClose={() => setReview(null)}
          />
        ) : null
      }
    >
      <p className="text-sm text-muted">{t('markets.bracketsIntro')}</p>
      <BracketRows form={form} rows={rows} />
      <FieldError id={`${FORM_ID}-tiers-error`} error={tableError} />
      <Button
        variant="secondary"
        isSmall
        className="self-start"
        disabled={rows.fields.length >= CONTRACT_TIERS_MAX}
        onClick={() => rows.append(nextTier(form.getValues('tiers')))}
      >
        {t('markets.addBracket')}
      </Button>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('markets.takerFeeRate')}
          hint={t('markets.feeRateHint')}
          inputMode="decimal"
          error={errors.takerFeeRate?.message}
          {...form.register('takerFeeRate')}
        />
        <TextField
          label={t('markets.makerFeeRate')}
          inputMode="decimal"
          error={errors.makerFeeRate?.message}
          {...form.register('makerFeeRate')}
        />
      </div>
    </EditorDrawer>
  );
}
