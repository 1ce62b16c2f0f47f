import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KLINE_INTERVALS } from '@exchange/domain/market/kline-intervals';
import type { KlineInterval } from '@exchange/domain/market/kline-intervals';
import { intervalLabelParts } from '../hooks/kline-bars';
import { edgeMask, revealDelta, scrollEdges, stepIndex } from '../hooks/scroll-strip';
import { Chip } from './chip';

/** Room kept beside a chip scrolled into view, so the fade at the strip's edge never covers it. */
const REVEAL_MARGIN_PX = 24;

const isRtlElement = (element: Element) => getComputedStyle(element).direction === 'rtl';

/**
 * Every interval of the spec as a chip (1m … 1Y). Where they do not fit (a phone) the strip scrolls sideways: its
 * hidden side fades, the chosen interval is scrolled into view, and it is one toolbar stop for the keyboard (arrow
 * keys, Home and End move between intervals, Enter or Space chooses).
 */
export function IntervalBar({
  value,
  onChange,
}: {
  value: KlineInterval;
  onChange: (interval: KlineInterval) => void;
}) {
  const { t } = useTranslation();
  const stripRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ left: false, right: false });
  const [focusIndex, setFocusIndex] = useState(() => Math.max(0, KLINE_INTERVALS.indexOf(value)));

  const measure = useCallback(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const next = scrollEdges(strip, isRtlElement(strip));
    setEdges((current) => (current.left === next.left && current.right === next.right ? current : next));
  }, []);

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    measure();
    strip.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(strip);
    return () => {
      strip.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);

  // The chosen interval in view: on the first paint (a remembered 1W on a phone) and after every choice.
  useLayoutEffect(() => {
    const strip = stripRef.current;
    const chip = strip?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!strip || !chip) return;
    const delta = revealDelta(strip.getBoundingClientRect(), chip.getBoundingClientRect(), REVEAL_MARGIN_PX);
    if (delta !== 0) strip.scrollLeft += delta;
    setFocusIndex(Math.max(0, KLINE_INTERVALS.indexOf(value)));
  }, [value]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const strip = stripRef.current;
    if (!strip) return;
    const next = stepIndex(event.key, focusIndex, KLINE_INTERVALS.length, isRtlElement(strip));
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    strip.querySelectorAll<HTMLElement>('button')[next]?.focus();
  };

  return (
    <div
      ref={stripRef}
      role="toolbar"
      aria-label={t('chart.intervals')}
      data-testid="interval-bar"
      onKeyDown={onKeyDown}
      style={{ maskImage: edgeMask(edges), WebkitMaskImage: edgeMask(edges) }}
      className="flex min-w-0 flex-1 gap-0.5 overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
    >
      {KLINE_INTERVALS.map((interval, index) => {
        const { unit, count } = intervalLabelParts(interval);
        return (
          <Chip
            key={interval}
            isPressed={interval === value}
            onClick={() => onChange(interval)}
            tabIndex={index === focusIndex ? 0 : -1}
            onFocus={() => setFocusIndex(index)}
          >
            {t(`chart.interval.${unit}`, { n: count })}
          </Chip>
        );
      })}
    </div>
  );
}
