export type TabIconName = 'home' | 'market' | 'trade' | 'wallet' | 'mine';

/** Line drawings (24 × 24) of the tab icons, shared by the static and the animated version. */
export const TAB_ICON_PATHS: Record<TabIconName, readonly string[]> = {
  home: ['M3 11.5 12 4l9 7.5', 'M5.5 10v9.5h13V10', 'M10 19.5v-5h4v5'],
  market: ['M3 20h18', 'M4 16l5-5 4 3 7-8', 'M15 6h5v5'],
  trade: ['M4 8h13', 'M14 4l4 4-4 4', 'M20 16H7', 'M10 12l-4 4 4 4'],
  wallet: [
    'M4 7.5h15a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 18V6A1.5 1.5 0 0 1 5 4.5h12',
    'M16 13.5h1.5',
  ],
  mine: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z', 'M4.5 20.5c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5'],
};

/** The drawing attributes both tab icons share, the still one and the animated one. */
export const tabIconSvgProps = (isActive: boolean) =>
  ({
    viewBox: '0 0 24 24',
    width: '24',
    height: '24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: isActive ? 2.2 : 1.8,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
    focusable: false,
  }) as const;
