import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon } from './icons';
import { TextField } from '@exchange/ui/text-field';
import type { TextFieldProps } from '@exchange/ui/text-field';

/** A password input with a show/hide toggle named after the field. */
export function PasswordField({ end, ...props }: Omit<TextFieldProps, 'type'>) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      end={
        <>
          {end}
          <button
            type="button"
            onClick={() => setIsVisible((value) => !value)}
            aria-label={t(isVisible ? 'common.hidePassword' : 'common.showPassword', { field: props.label })}
            aria-pressed={isVisible}
            className="-me-1 rounded-lg p-2 text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-brand"
          >
            <EyeIcon isOff={isVisible} />
          </button>
        </>
      }
    />
  );
}
