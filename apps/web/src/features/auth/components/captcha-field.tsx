import { useTranslation } from 'react-i18next';
import { RefreshIcon } from '@/components/ui/icons';
import { Spinner } from '@exchange/ui/spinner';
import { TextField } from '@exchange/ui/text-field';
import type { TextFieldProps } from '@exchange/ui/text-field';
import type { CaptchaChallenge, useCaptchaChallenge } from '../hooks/use-captcha-challenge';

interface CaptchaFieldProps {
  challenge: CaptchaChallenge | null;
  isLoading: boolean;
  hasFailed: boolean;
  onRefresh: () => void;
  /** The answer input's props: a react-hook-form registration or a controlled value. */
  inputProps: Omit<TextFieldProps, 'label'>;
  error?: string;
}

/** The image captcha: the picture, a button for a new one, and the answer field. */
export function CaptchaField({
  challenge,
  isLoading,
  hasFailed,
  onRefresh,
  inputProps,
  error,
}: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-warning/40 bg-warning/5 p-3">
      <legend className="px-1 text-sm font-semibold">{t('auth.captchaTitle')}</legend>
      <div className="flex items-center gap-2">
        <div className="flex h-12 w-36 items-center justify-center overflow-hidden rounded-lg bg-white">
          {challenge && !isLoading ? (
            <img
              src={challenge.image}
              alt={t('auth.captchaImageAlt')}
              draggable={false}
              className="h-full w-full"
            />
          ) : isLoading ? (
            <Spinner className="text-muted" />
          ) : null}
        </div>
        <button
          type="button"
          onClick={onRefresh}
          disabled={isLoading}
          aria-label={t('auth.captchaRefresh')}
          className="rounded-lg p-2.5 text-muted hover:bg-surface-sunken hover:text-text focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-50"
        >
          <RefreshIcon />
        </button>
      </div>
      {hasFailed ? (
        <p role="alert" className="text-xs text-danger">
          {t('common.loadFailed')}
        </p>
      ) : null}
      <TextField
        label={t('fields.captcha')}
        hint={t('auth.captchaHint')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={error}
        {...inputProps}
      />
    </fieldset>
  );
}

/**
 * A form's captcha: shown only once the server has asked for one (or one is loading). The answer field registers
 * lazily: a registered but hidden required field would block every submit.
 */
export function FormCaptchaField({
  captcha,
  inputProps,
  error,
}: {
  captcha: ReturnType<typeof useCaptchaChallenge>;
  inputProps: () => CaptchaFieldProps['inputProps'];
  error?: string;
}) {
  if (!captcha.challenge && !captcha.isLoading) return null;
  return (
    <CaptchaField
      challenge={captcha.challenge}
      isLoading={captcha.isLoading}
      hasFailed={captcha.hasFailed}
      onRefresh={() => void captcha.refresh()}
      inputProps={inputProps()}
      error={error}
    />
  );
}
