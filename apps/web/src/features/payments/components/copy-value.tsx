import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { CopyIcon } from './payment-icons';
import { useCopyText } from '../hooks/use-copy-text';

interface CopyValueProps {
  label: string;
  value: string;
  /** Large monospace text for addresses and tags; the default is body text. */
  isCode?: boolean;
  isEmphasized?: boolean;
}

/** A labelled value the user has to type elsewhere (an address, an account number), with a copy button. */
export function CopyValue({ label, value, isCode = false, isEmphasized = false }: CopyValueProps) {
  const { t } = useTranslation();
  const copy = useCopyText();
  return (
    <div className="flex items-center gap-3 py-3">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-xs text-muted">{label}</span>
        <span
          dir="ltr"
          className={clsx(
            'text-start select-all',
            isCode ? 'font-mono text-sm break-all' : 'text-sm break-words',
            isEmphasized && 'text-base font-semibold',
          )}
        >
          {value}
        </span>
      </div>
      <button
        type="button"
        onClick={() => void copy(value, label)}
        aria-label={t('deposit.copyLabel', { field: label })}
        className="inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-lg border border-border px-3 text-sm font-medium hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
      >
        <CopyIcon />
        {t('deposit.copy')}
      </button>
    </div>
  );
}
