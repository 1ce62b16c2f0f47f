import { useState } from 'react';
import type { ReactNode } from 'react';
import type { RouteTransition } from '@/config/paths';
import { useMotionParts } from './use-motion-parts';

const screenClasses = 'flex min-h-0 flex-1 flex-col';

/**
 * Each screen enters with its transition (fade or slide up, config/paths.ts). The first screen of a visit is shown
 * as is: it must not wait for the animation engine. A screen's wrapper is chosen when it first shows and kept while
 * it stays: the engine arriving later (it loads at the first interaction) swapped a shown screen's wrapper, which
 * remounted the screen under the user's finger and lost the tap (seen in CI: a nationality picked as the chunk
 * landed was never picked).
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
  const isPlainNow = !motionParts || transitionKey === firstKey;
  // Remembered per screen (state adjusted during render when the screen changes, React's pattern for it).
  const [shown, setShown] = useState({ key: transitionKey, isPlain: isPlainNow });
  if (shown.key !== transitionKey) setShown({ key: transitionKey, isPlain: isPlainNow });
  if (!motionParts || (shown.key === transitionKey ? shown.isPlain : isPlainNow)) {
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
