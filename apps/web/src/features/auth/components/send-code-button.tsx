import { useTranslation } from 'react-i18next';
import { useCooldown } from '../hooks/use-cooldown';

interface SendCodeButtonProps {
  /** What the code goes to (e-mail, area code + phone, or "own"): the countdown is kept per target. */
  target: string;
  isSending: boolean;
  onSend: () => void;
}

/** "Send code", then a countdown (60 s, as the server says) before another code can be asked for. */
export function SendCodeButton({ target, isSending, onSend }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const secondsLeft = useCooldown(target);
  const isCoolingDown = secondsLeft > 0;
  return (
    <button
      type="button"
      onClick={onSend}
      disabled={isSending || isCoolingDown}
      aria-live="polite"
      className="shrink-0 rounded-lg px-2 py-1.5 text-sm font-semibold whitespace-nowrap text-brand hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand disabled:text-muted disabled:hover:bg-transparent"
    >
      {isCoolingDown ? t('auth.resendIn', { seconds: secondsLeft }) : t('auth.sendCode')}
    </button>
  );
}
