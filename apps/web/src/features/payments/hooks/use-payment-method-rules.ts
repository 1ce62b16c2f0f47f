import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type * as PaymentMethodContracts from '@exchange/contracts/http/wallet/payment-methods';
import type { PaymentMethodField } from '../utils/payment-method-fields';

type Schemas = typeof PaymentMethodContracts;
type Kind = 'bankCard' | 'virtualWallet';

let schemasLoading: Promise<Schemas> | null = null;

/** The contract's input schemas, loaded on demand so zod is not part of the screen's first download. */
function loadSchemas(): Promise<Schemas> {
  schemasLoading ??= import('@exchange/contracts/http/wallet/payment-methods');
  return schemasLoading;
}

async function isValidField(kind: Kind, field: PaymentMethodField, value: string): Promise<boolean> {
  const schemas = await loadSchemas();
  const shape: Record<string, { safeParse: (input: unknown) => { success: boolean } } | undefined> =
    kind === 'bankCard' ? schemas.bankCardInputSchema.shape : schemas.virtualWalletInputSchema.shape;
  return shape[field]?.safeParse(value).success ?? true;
}

/**
 * react-hook-form rules for the payment-method forms, checked with the server's own schemas; each message names
 * the field. Optional fields are only checked when filled.
 */
export function usePaymentMethodRules(kind: Kind) {
  const { t } = useTranslation();
  useEffect(() => {
    void loadSchemas();
  }, []);
  return useMemo(() => {
    const label = (field: PaymentMethodField) => t(`paymentMethods.fields.${field}`);
    const invalid = (field: PaymentMethodField) => {
      if (field === 'accountNumber') return t('paymentMethods.validation.accountNumber');
      if (field === 'swift') return t('paymentMethods.validation.swift');
      if (field === 'address') return t('paymentMethods.validation.address');
      return t('paymentMethods.validation.tooLong', { field: label(field) });
    };
    return {
      required: (field: PaymentMethodField) => ({
        validate: async (value: string) =>
          value.trim() === ''
            ? t('validation.required', { field: label(field) })
            : (await isValidField(kind, field, value)) || invalid(field),
      }),
      optional: (field: PaymentMethodField) => ({
        validate: async (value: string) =>
          value.trim() === '' || (await isValidField(kind, field, value)) || invalid(field),
      }),
    };
  }, [kind, t]);
}
