import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  ContactMethodSwitch,
  EmailField,
  PhoneField,
  type ContactMethod,
} from '@/components/ui/contact-fields';
import { AreaCodeButton } from './area-code-button';

interface AccountFieldsProps {
  method: ContactMethod;
  onMethodChange: (method: ContactMethod) => void;
  /** Called only for the shown field: registering a hidden one would make react-hook-form validate it too. */
  email: () => UseFormRegisterReturn<'email'> & { error?: string };
  phone: () => UseFormRegisterReturn<'phone'> & { error?: string };
  /** Null while the server's default is loading. */
  areaCode: string | null;
  onChooseArea: () => void;
  /** `username` on the login form, so password managers pair it with the password. */
  emailAutoComplete?: string;
}

/** The account identifier of the login, sign-up and reset forms: e-mail, or phone with its area code. */
export function AccountFields({
  method,
  onMethodChange,
  email,
  phone,
  areaCode,
  onChooseArea,
  emailAutoComplete = 'email',
}: AccountFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <ContactMethodSwitch value={method} onChange={onMethodChange} />
      {method === 'email' ? (
        <EmailField label={t('fields.email')} autoComplete={emailAutoComplete} {...email()} />
      ) : (
        <PhoneField
          label={t('fields.phone')}
          start={<AreaCodeButton areaCode={areaCode} onClick={onChooseArea} />}
          {...phone()}
        />
      )}
    </>
  );
}
