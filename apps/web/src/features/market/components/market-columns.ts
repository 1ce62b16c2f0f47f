/**
 * Column widths shared by the list header and its rows, so they line up. Phones show name, price (with the change
 * under it) and change rate; from 640 px the change gets its own column; from 1024 px the 24 h high, low and volume.
 */
export const columnClasses = {
  price: 'flex w-24 shrink-0 flex-col items-end sm:w-32',
  change: 'hidden w-28 shrink-0 justify-end sm:flex',
  changeRate: 'flex w-[4.75rem] shrink-0 justify-end sm:w-24',
  high: 'hidden w-28 shrink-0 justify-end lg:flex',
  low: 'hidden w-28 shrink-0 justify-end lg:flex',
  volume: 'hidden w-24 shrink-0 justify-end lg:flex',
} as const;

/** Row heights in px: stocks have a third line for the trading session. */
export const ROW_HEIGHT_PX = 64;
export const SESSION_ROW_HEIGHT_PX = 80;
