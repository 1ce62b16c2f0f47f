import { useEffect, useState } from 'react';
import type * as MotionPartsModule from './motion-parts';

type MotionParts = typeof MotionPartsModule;

let loaded: MotionParts | null = null;
let loading: Promise<MotionParts> | null = null;

function loadMotionParts(): Promise<MotionParts> {
  loading ??= import('./motion-parts').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

const listeners: (() => void)[] = [];

/** The first tap, click or key press anywhere: the user is about to move, so the animations should be ready. */
function onFirstInteraction(callback: () => void): () => void {
  listeners.push(callback);
  if (listeners.length === 1) {
    const fire = () => {
      for (const type of ['pointerdown', 'keydown'] as const) window.removeEventListener(type, fire, true);
      for (const listener of listeners.splice(0)) listener();
    };
    for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, fire, true);
  }
  return () => {
    const index = listeners.indexOf(callback);
    if (index >= 0) listeners.splice(index, 1);
  };
}

/**
 * The animated layout parts once their chunk is loaded (null before). Requested at the user's first interaction
 * (or at once when `isNeededNow`, e.g. a screen change), never during the first load: the animation engine is
 * 120 KB of script that a first screen does not use (issue 13: it cost up to a second of main-thread time under
 * Lighthouse's mobile throttling). A failed load just leaves the layout unanimated.
 */
export function useMotionParts(isNeededNow = false): MotionParts | null {
  const [parts, setParts] = useState<MotionParts | null>(loaded);
  useEffect(() => {
    if (parts) return;
    let isCurrent = true;
    const load = () =>
      void loadMotionParts().then(
        (module) => isCurrent && setParts(module),
        () => undefined,
      );
    if (isNeededNow || loading) {
      load();
      return () => {
        isCurrent = false;
      };
    }
    const stopWaiting = onFirstInteraction(load);
    return () => {
      isCurrent = false;
      stopWaiting();
    };
  }, [parts, isNeededNow]);
  return parts;
}
