/** The fields of saved payment methods (bank card, crypto address), in display order; the label keys' names. */
export const PAYMENT_METHOD_FIELDS = [
  'bankName',
  'accountName',
  'accountNumber',
  'branch',
  'swift',
  'coin',
  'chain',
  'address',
  'memo',
  'label',
] as const;
export type PaymentMethodField = (typeof PAYMENT_METHOD_FIELDS)[number];

export function isPaymentMethodField(name: string): name is PaymentMethodField {
  return (PAYMENT_METHOD_FIELDS as readonly string[]).includes(name);
}

/** Values that are codes (numbers, addresses), shown in LTR order in RTL languages too. */
export const CODE_FIELDS: ReadonlySet<string> = new Set(['accountNumber', 'swift', 'address', 'memo']);
