import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { Button } from '@exchange/ui/button';
import { ApiError, presentApiError } from '@/lib/api-client';
import { useSendCode } from '../api/send-code';
import type { SendCodeRequest } from '../api/send-code';
import { useCaptchaChallenge } from '../hooks/use-captcha-challenge';
import { useCodeCooldownStore } from '../stores/code-cooldown-store';
import { CaptchaField } from './captcha-field';
import { SendCodeButton } from './send-code-button';

interface SendCodeControlProps {
  /** Identifies the receiver for the countdown ("own" for the member's own contact). */
  target: string;
  /** Validates the form's target field and builds the request; null when the field is invalid. */
  getRequest: () => Promise<SendCodeRequest | null>;
}

/**
 * A self-contained "send code" for forms outside sign-in (profile, pay password): sends, starts the countdown and,
 * when the server asks for an image captcha, asks for it in a dialog and sends again.
 */
export function SendCodeControl({ target, getRequest }: SendCodeControlProps) {
  const { t } = useTranslation();
  const sendCode = useSendCode();
  const captcha = useCaptchaChallenge();
  const startCooldown = useCodeCooldownStore((state) => state.startCooldown);
  const [pendingRequest, setPendingRequest] = useState<SendCodeRequest | null>(null);
  const [captchaCode, setCaptchaCode] = useState('');
  const [captchaError, setCaptchaError] = useState<string | undefined>();

  const send = (request: SendCodeRequest) =>
    sendCode.mutate(request, {
      onSuccess: ({ cooldownSeconds }) => {
        setPendingRequest(null);
        startCooldown(target, cooldownSeconds);
        notify.success(t('auth.codeSent'));
      },
      onError: (error) => {
        setCaptchaCode('');
        if (captcha.handleAttempt(error)) {
          setPendingRequest(request);
          // A first "captcha required" only opens the dialog; a wrong answer says so in it.
          setCaptchaError(
            error instanceof ApiError && request.captchaId !== undefined ? error.msg : undefined,
          );
          return;
        }
        setPendingRequest(null);
        if (error instanceof ApiError && error.retryAfterSeconds)
          startCooldown(target, error.retryAfterSeconds);
        if (error instanceof ApiError) presentApiError(error);
      },
    });

  const start = async () => {
    const request = await getRequest();
    if (request) send(request);
  };

  const confirmCaptcha = () => {
    if (!pendingRequest) return;
    if (!captchaCode.trim()) {
      setCaptchaError(t('validation.required', { field: t('fields.captcha') }));
      return;
    }
    send({ ...pendingRequest, ...captcha.fieldsFor(captchaCode) });
  };

  return (
    <>
      <SendCodeButton target={target} isSending={sendCode.isPending} onSend={() => void start()} />
      <Dialog.Root
        open={pendingRequest !== null}
        onOpenChange={(isOpen) => !isOpen && setPendingRequest(null)}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
          <Dialog.Content className="fixed inset-0 z-50 m-auto flex h-fit w-[min(92vw,24rem)] flex-col gap-4 rounded-2xl bg-surface-raised p-6 shadow-xl">
            <Dialog.Title className="text-lg font-semibold">{t('auth.captchaTitle')}</Dialog.Title>
            <Dialog.Description className="sr-only">{t('auth.captchaHint')}</Dialog.Description>
            <form
              className="flex flex-col gap-4"
              onSubmit={(event) => {
                // The dialog is portalled, but React bubbles submit through the tree to the page's form.
                event.preventDefault();
                event.stopPropagation();
                confirmCaptcha();
              }}
            >
              <CaptchaField
                challenge={captcha.challenge}
                isLoading={captcha.isLoading}
                hasFailed={captcha.hasFailed}
                onRefresh={() => void captcha.refresh()}
                error={captchaError}
                inputProps={{ value: captchaCode, onChange: (event) => setCaptchaCode(event.target.value) }}
              />
              <Button type="submit" isLoading={sendCode.isPending}>
                {t('auth.sendCode')}
              </Button>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
