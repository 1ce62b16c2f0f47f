import { TAB_ICON_PATHS } from './tab-icon-paths';
import type { TabIconName } from './tab-icon-paths';
import { useMotionParts } from './use-motion-parts';

export type { TabIconName };

/** A tab icon: animated once the motion chunk is in, a still drawing until then. */
export function TabIcon({ name, isActive }: { name: TabIconName; isActive: boolean }) {
  const motionParts = useMotionParts();
  if (motionParts) return <motionParts.AnimatedTabIcon name={name} isActive={isActive} />;
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={isActive ? 2.2 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {TAB_ICON_PATHS[name].map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
