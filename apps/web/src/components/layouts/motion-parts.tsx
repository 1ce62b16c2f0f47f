import { MotionConfig, motion } from 'motion/react';
import type { ReactNode } from 'react';
import type { RouteTransition } from '@/config/paths';
import { TAB_ICON_PATHS, tabIconSvgProps } from './tab-icon-paths';
import type { TabIconName } from './tab-icon-paths';

/**
 * The animated parts of the layout, in their own chunk: the first screen paints without the animation engine, and
 * animations start once this has loaded (see use-motion-parts.ts). Users who ask for reduced motion get none.
 */
const screenVariants: Record<
  RouteTransition,
  { initial: Record<string, number>; animate: Record<string, number> }
> = {
  fade: { initial: { opacity: 0 }, animate: { opacity: 1 } },
  slideUp: { initial: { opacity: 0, y: 32 }, animate: { opacity: 1, y: 0 } },
};

/** Spec §2: a screen enters with a fade or by sliding up from the bottom. */
export function AnimatedScreen({
  kind,
  className,
  children,
}: {
  kind: RouteTransition;
  className: string;
  children: ReactNode;
}) {
  return (
    <MotionConfig reducedMotion="user">
      <motion.div
        initial={screenVariants[kind].initial}
        animate={screenVariants[kind].animate}
        transition={{ duration: 0.22, ease: 'easeOut' }}
        className={className}
      >
        {children}
      </motion.div>
    </MotionConfig>
  );
}

/** A tab icon that draws itself and pops when its tab becomes active (spec §2: each tab has an animated icon). */
export function AnimatedTabIcon({ name, isActive }: { name: TabIconName; isActive: boolean }) {
  return (
    <MotionConfig reducedMotion="user">
      <motion.svg
        key={isActive ? 'active' : 'idle'}
        {...tabIconSvgProps(isActive)}
        initial={isActive ? { scale: 0.8 } : false}
        animate={{ scale: 1 }}
        transition={{ type: 'spring', stiffness: 500, damping: 18 }}
      >
        {TAB_ICON_PATHS[name].map((path) => (
          <motion.path
            key={path}
            d={path}
            initial={isActive ? { pathLength: 0 } : false}
            animate={{ pathLength: 1 }}
            transition={{ duration: 0.45, ease: 'easeInOut' }}
          />
        ))}
      </motion.svg>
    </MotionConfig>
  );
}
