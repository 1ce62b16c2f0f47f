import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * The element's distance from the top of the document, kept current as content above it loads or the window
 * resizes: a window-scrolled virtual list needs it to map the page's scroll to its rows.
 */
export function useDocumentOffset(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    if (element.parentElement) observer?.observe(element.parentElement);
    const frame = requestAnimationFrame(measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return offset;
}
