/**
 * Column widths shared by the list header and its rows, so they line up. Phones show name (with the 24 h volume
 * under it), the 24 h trend line (from 375 px), price and change rate; from 640 px the change gets its own column;
 * from 1024 px the 24 h high, low and volume.
 */
export const columnClasses = {
  name: 'flex min-w-0 flex-1 flex-col items-start',
  trend: 'hidden w-9 shrink-0 justify-center min-[375px]:flex sm:w-16',
  price: 'flex w-[5.25rem] shrink-0 flex-col items-end sm:w-32',
  change: 'hidden w-28 shrink-0 justify-end sm:flex',
  changeRate: 'flex w-[4.75rem] shrink-0 justify-end sm:w-24',
  high: 'hidden w-28 shrink-0 justify-end lg:flex',
  low: 'hidden w-28 shrink-0 justify-end lg:flex',
  volume: 'hidden w-24 shrink-0 justify-end lg:flex',
} as const;

/** Row heights in px (at least 12 rows on a 390×844 phone): stocks have a second line for the trading session. */
export const ROW_HEIGHT_PX = 48;
export const SESSION_ROW_HEIGHT_PX = 64;

/** The coin icon's size in list rows, px. */
export const ROW_ICON_PX = 24;
