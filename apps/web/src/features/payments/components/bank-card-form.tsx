import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { TextField } from '@exchange/ui/text-field';
import { applyApiError } from '@/lib/form-errors';
import type { BankCardInput } from '../api/create-payment-method';
import { useSavePaymentMethod } from '../hooks/use-save-payment-method';
import { usePaymentMethodRules } from '../hooks/use-payment-method-rules';

export interface BankCardFormValues {
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch: string;
  swift: string;
}

const EMPTY: BankCardFormValues = { bankName: '', accountName: '', accountNumber: '', branch: '', swift: '' };

/** The body the contract takes: empty optional fields are not sent; spaces inside an account number are dropped. */
function toInput(values: BankCardFormValues): BankCardInput {
  return {
    bankName: values.bankName.trim(),
    accountName: values.accountName.trim(),
    accountNumber: values.accountNumber.replace(/\s+/g, ''),
    ...(values.branch.trim() ? { branch: values.branch.trim() } : {}),
    ...(values.swift.trim() ? { swift: values.swift.trim().toUpperCase() } : {}),
  };
}

interface BankCardFormProps {
  /** The saved card being edited; a new one when absent. */
  editing?: { id: number; values: Partial<BankCardFormValues> };
  onSaved: () => void;
}

/** A bank card for withdrawals: bank, account holder, account number or IBAN, and optionally branch and SWIFT. */
export function BankCardForm({ editing, onSaved }: BankCardFormProps) {
  const { t } = useTranslation();
  const rules = usePaymentMethodRules('bankCard');
  const save = useSavePaymentMethod(editing?.id);
  const { register, handleSubmit, setError, formState } = useForm<BankCardFormValues>({
    defaultValues: { ...EMPTY, ...editing?.values },
  });
  const { errors } = formState;
  const submit = handleSubmit((values) =>
    save.mutate(
      { kind: 'bankCard', values: toInput(values) },
      {
        onSuccess: onSaved,
        onError: (error) =>
          applyApiError(error, setError, ['bankName', 'accountName', 'accountNumber', 'branch', 'swift']),
      },
    ),
  );
  const optional = (field: 'branch' | 'swift') =>
    t('common.optional', { label: t(`paymentMethods.fields.${field}`) });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('paymentMethods.fields.bankName')}
        autoComplete="off"
        error={errors.bankName?.message}
        {...register('bankName', rules.required('bankName'))}
      />
      <TextField
        label={t('paymentMethods.fields.accountName')}
        autoComplete="name"
        error={errors.accountName?.message}
        {...register('accountName', rules.required('accountName'))}
      />
      <TextField
        label={t('paymentMethods.fields.accountNumber')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        hint={t('paymentMethods.accountNumberHint')}
        error={errors.accountNumber?.message}
        {...register('accountNumber', rules.required('accountNumber'))}
      />
      <TextField
        label={optional('branch')}
        autoComplete="off"
        error={errors.branch?.message}
        {...register('branch', rules.optional('branch'))}
      />
      <TextField
        label={optional('swift')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        error={errors.swift?.message}
        {...register('swift', rules.optional('swift'))}
      />
      <Button type="submit" isFullWidth isLoading={save.isPending}>
        {t('paymentMethods.save')}
      </Button>
    </form>
  );
}
