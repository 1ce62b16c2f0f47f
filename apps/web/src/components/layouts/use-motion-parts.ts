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

/** Calls `callback` at the first tap, click or key press anywhere (the user is about to move); returns a stop. */
function onFirstInteraction(callback: () => void): () => void {
  const types = ['pointerdown', 'keydown'] as const;
  const stop = () => {
    for (const type of types) window.removeEventListener(type, fire, true);
  };
  const fire = () => {
    stop();
    callback();
  };
  for (const type of types) window.addEventListener(type, fire, true);
  return stop;
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
