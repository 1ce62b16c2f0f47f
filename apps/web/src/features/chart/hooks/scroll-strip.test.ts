import { describe, expect, it } from 'vitest';
import { edgeMask, revealDelta, scrollEdges, stepIndex } from './scroll-strip';

describe('interval strip scrolling', () => {
  const strip = { left: 0, right: 300 };

  it('scrolls a chip cut at either edge into view with a margin, and leaves a visible one alone', () => {
    expect(revealDelta(strip, { left: 100, right: 140 }, 24)).toBe(0);
    // Cut at the right edge: scroll forward until its end is 24 px inside.
    expect(revealDelta(strip, { left: 280, right: 330 }, 24)).toBe(54);
    // Cut at the left edge (or scrolled past): scroll back.
    expect(revealDelta(strip, { left: -30, right: 10 }, 24)).toBe(-54);
    // Wider than the room: its start shows.
    expect(revealDelta(strip, { left: 50, right: 400 }, 24)).toBe(26);
  });

  it('knows which edges hide more intervals, in both writing directions', () => {
    const box = { scrollWidth: 500, clientWidth: 300 };
    expect(scrollEdges({ ...box, scrollLeft: 0 }, false)).toEqual({ left: false, right: true });
    expect(scrollEdges({ ...box, scrollLeft: 100 }, false)).toEqual({ left: true, right: true });
    expect(scrollEdges({ ...box, scrollLeft: 200 }, false)).toEqual({ left: true, right: false });
    // RTL: the start is on the right and scrollLeft runs negative.
    expect(scrollEdges({ ...box, scrollLeft: 0 }, true)).toEqual({ left: true, right: false });
    expect(scrollEdges({ ...box, scrollLeft: -200 }, true)).toEqual({ left: false, right: true });
    expect(scrollEdges({ scrollWidth: 300, clientWidth: 300, scrollLeft: 0 }, false)).toEqual({
      left: false,
      right: false,
    });
  });

  it('fades only the edges that hide something', () => {
    expect(edgeMask({ left: false, right: false })).toBeUndefined();
    expect(edgeMask({ left: false, right: true })).toBe(
      'linear-gradient(to right, black 0, black calc(100% - 24px), transparent 100%)',
    );
    expect(edgeMask({ left: true, right: false }, 16)).toBe(
      'linear-gradient(to right, transparent 0, black 16px, black 100%)',
    );
  });

  it('moves the keyboard focus with the arrows (mirrored right to left), Home and End, within the strip', () => {
    expect(stepIndex('ArrowRight', 3, 11, false)).toBe(4);
    expect(stepIndex('ArrowLeft', 3, 11, false)).toBe(2);
    expect(stepIndex('ArrowLeft', 0, 11, false)).toBe(0);
    expect(stepIndex('ArrowRight', 10, 11, false)).toBe(10);
    expect(stepIndex('ArrowLeft', 3, 11, true)).toBe(4);
    expect(stepIndex('Home', 3, 11, false)).toBe(0);
    expect(stepIndex('End', 3, 11, true)).toBe(10);
    expect(stepIndex('Enter', 3, 11, false)).toBeNull();
    expect(stepIndex('ArrowRight', 0, 0, false)).toBeNull();
  });
});
