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

/**
 * The animated layout parts once their chunk is loaded (null before). Requested after the first paint, so the
 * animation engine never delays the first screen; a failed load just leaves the layout unanimated.
 */
export function useMotionParts(): MotionParts | null {
  const [parts, setParts] = useState<MotionParts | null>(loaded);
  useEffect(() => {
    if (parts) return;
    let isCurrent = true;
    loadMotionParts().then(
      (module) => isCurrent && setParts(module),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [parts]);
  return parts;
}
