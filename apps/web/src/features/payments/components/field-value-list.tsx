import { useTranslation } from 'react-i18next';
import { isPaymentMethodField, CODE_FIELDS } from '../utils/payment-method-fields';
import { DetailList } from '@exchange/ui/detail-list';

/**
 * Field/value pairs of a payment method (spec §3 "bank card: a list of field/value pairs") or of a withdrawal's
 * destination, labelled in the user's language; a field the app does not know keeps the server's name.
 */
export function FieldValueList({ pairs }: { pairs: readonly { field: string; value: string }[] }) {
  const { t } = useTranslation();
  return (
    <DetailList
      items={pairs
        .filter((pair) => pair.value !== '')
        .map((pair) => ({
          label: isPaymentMethodField(pair.field) ? t(`paymentMethods.fields.${pair.field}`) : pair.field,
          value: pair.value,
          isLtr: CODE_FIELDS.has(pair.field),
        }))}
    />
  );
}
