import { useTranslation } from 'react-i18next';
import { SegmentedControl } from './segmented-control';
import { TextField, type TextFieldProps } from '@exchange/ui/text-field';

export type ContactMethod = 'email' | 'phone';

/** The e-mail / phone switch of the sign-in, sign-up and reset forms. */
export function ContactMethodSwitch({
  value,
  onChange,
}: {
  value: ContactMethod;
  onChange: (method: ContactMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl<ContactMethod>
      label={t('auth.methodTabs')}
      value={value}
      onChange={onChange}
      options={[
        { value: 'email', label: t('auth.emailTab') },
        { value: 'phone', label: t('auth.phoneTab') },
      ]}
    />
  );
}

/** An e-mail input with the keyboard and autofill hints every e-mail field needs. */
export function EmailField(props: TextFieldProps) {
  return <TextField type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** A national phone number input; digits stay left-to-right in RTL languages. `start` holds the area-code picker. */
export function PhoneField(props: TextFieldProps) {
  return <TextField type="tel" autoComplete="tel-national" inputMode="numeric" dir="ltr" {...props} />;
}
