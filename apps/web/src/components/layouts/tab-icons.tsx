import { TAB_ICON_PATHS, tabIconSvgProps } from './tab-icon-paths';
import type { TabIconName } from './tab-icon-paths';
import { useMotionParts } from './use-motion-parts';

export type { TabIconName };

/** A tab icon: animated once the motion chunk is in, a still drawing until then. */
export function TabIcon({ name, isActive }: { name: TabIconName; isActive: boolean }) {
  const motionParts = useMotionParts();
  if (motionParts) return <motionParts.AnimatedTabIcon name={name} isActive={isActive} />;
  return (
    <svg {...tabIconSvgProps(isActive)}>
      {TAB_ICON_PATHS[name].map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
