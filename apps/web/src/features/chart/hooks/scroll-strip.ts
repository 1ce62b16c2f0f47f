/** A box's horizontal extent on screen (`getBoundingClientRect`'s left and right). */
export interface Span {
  left: number;
  right: number;
}

/**
 * How far a horizontally scrolling strip must scroll (added to its `scrollLeft`) to show `item` whole, with `margin`
 * px of the strip beside it; 0 when it already is. Works in either direction (screen coordinates, not logical).
 */
export function revealDelta(strip: Span, item: Span, margin = 0): number {
  const start = strip.left + margin;
  const end = strip.right - margin;
  if (item.right - item.left >= end - start) return item.left - start;
  if (item.left < start) return item.left - start;
  if (item.right > end) return item.right - end;
  return 0;
}

/** Whether more of a scrolling strip lies past its left and its right edge (the edges fade where it does). */
export function scrollEdges(
  strip: { scrollLeft: number; scrollWidth: number; clientWidth: number },
  isRtl: boolean,
) {
  // Chromium, Firefox and Safari all measure an RTL strip's scrollLeft from 0 at its start down to negative values.
  const fromStart = Math.abs(strip.scrollLeft);
  const hidden = strip.scrollWidth - strip.clientWidth;
  const before = fromStart > 1;
  const after = fromStart < hidden - 1;
  return isRtl ? { left: after, right: before } : { left: before, right: after };
}

/** The CSS mask that fades the strip's edges where more content hides (none when all of it shows). */
export function edgeMask(edges: { left: boolean; right: boolean }, fadePx = 24): string | undefined {
  if (!edges.left && !edges.right) return undefined;
  const left = edges.left ? `transparent 0, black ${fadePx}px` : 'black 0';
  const right = edges.right ? `black calc(100% - ${fadePx}px), transparent 100%` : 'black 100%';
  return `linear-gradient(to right, ${left}, ${right})`;
}

/** The index keyboard navigation moves to: arrows step (mirrored in RTL), Home and End jump; null for other keys. */
export function stepIndex(key: string, index: number, count: number, isRtl: boolean): number | null {
  if (count === 0) return null;
  const forward = isRtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = isRtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return Math.min(count - 1, index + 1);
  if (key === backward) return Math.max(0, index - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
