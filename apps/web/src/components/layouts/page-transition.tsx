import { useState } from 'react';
import type { ReactNode } from 'react';
import type { RouteTransition } from '@/config/paths';
import { useMotionParts } from './use-motion-parts';

const screenClasses = 'flex min-h-0 flex-1 flex-col';

/**
 * Each screen enters with its transition (fade or slide up, config/paths.ts). The first screen of a visit is shown
 * as is: it must not wait for the animation engine, and swapping its wrapper later would remount it.
 */
export function PageTransition({
  transitionKey,
  kind,
  children,
}: {
  transitionKey: string;
  kind: RouteTransition;
  children: ReactNode;
}) {
  const [firstKey] = useState(transitionKey);
  const motionParts = useMotionParts(transitionKey !== firstKey);
  if (!motionParts || transitionKey === firstKey) {
    return (
      <div key={transitionKey} className={screenClasses}>
        {children}
      </div>
    );
  }
  return (
    <motionParts.AnimatedScreen key={transitionKey} kind={kind} className={screenClasses}>
      {children}
    </motionParts.AnimatedScreen>
  );
}
