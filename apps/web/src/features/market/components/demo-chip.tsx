import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons';

/**
 * The "Demo" chip and its panel (demo-market-badge.tsx): a tap, click or Enter opens the full text in a small
 * non-modal dialog, which Escape, the close button or a tap elsewhere closes. Its own chunk, loaded only while the
 * simulator is the price source.
 */
export function DemoChip({ align }: { align: 'start' | 'end' }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    panel.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) setIsOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen]);

  return (
    <span ref={wrapper} className="relative inline-flex shrink-0">
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => setIsOpen((wasOpen) => !wasOpen)}
        className="inline-flex h-6 items-center gap-1 rounded-full bg-warning/15 px-2 text-xs font-semibold whitespace-nowrap text-warning hover:bg-warning/25 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <span aria-hidden="true" className="size-1.5 rounded-full bg-warning" />
        <span aria-hidden="true">{t('market.demo.chip')}</span>
        <span className="sr-only">{t('market.demo.badge')}</span>
      </button>
      {isOpen ? (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={clsx(
            'absolute top-full z-40 mt-2 flex w-max max-w-[min(18rem,calc(100vw-2rem))] items-start gap-2 rounded-xl border border-border bg-surface-raised p-3 text-start shadow-lg outline-none',
            align === 'start' ? 'start-0' : 'end-0',
          )}
        >
          <div className="flex min-w-0 flex-col gap-1">
            <p id={titleId} className="text-sm font-semibold text-warning">
              {t('market.demo.badge')}
            </p>
            <p className="text-sm text-text">{t('market.demo.explanation')}</p>
          </div>
          <button
            type="button"
            aria-label={t('market.demo.close')}
            onClick={() => {
              setIsOpen(false);
              button.current?.focus();
            }}
            className="-m-1 shrink-0 rounded-lg p-1 text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-brand"
          >
            <CloseIcon />
          </button>
        </div>
      ) : null}
    </span>
  );
}
