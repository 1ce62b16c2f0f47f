/** The card's size in CSS pixels (drawn at twice that for sharp text); a portrait that fits a chat preview. */
export const SHARE_CARD_WIDTH = 540;
export const SHARE_CARD_HEIGHT = 720;
const SCALE = 2;
const MARGIN = 40;

/** Every text on the card, already translated and formatted. */
export interface ShareCardTexts {
  appName: string;
  date: string;
  symbol: string;
  side: string;
  roeLabel: string;
  roe: string;
  pnlLabel: string;
  pnl: string;
  entryLabel: string;
  entry: string;
  exitLabel: string;
  exit: string;
}

/** The theme's colours (read from the page's CSS variables, so the card follows theme and up/down preference). */
export interface ShareCardColours {
  background: string;
  surface: string;
  text: string;
  muted: string;
  brand: string;
  /** The colour of the result: up for a profit, down for a loss. */
  result: string;
  /** The colour of the side: up for a long, down for a short. */
  side: string;
}

type Align = 'start' | 'end';

/**
 * Draws the PnL card with the 2D canvas API (no library): app name and date, contract and side, ROE large, PnL,
 * entry and exit prices. Logical alignment (`start`/`end` with the canvas `direction`) keeps it correct in RTL.
 */
export function drawShareCard(
  context: CanvasRenderingContext2D,
  texts: ShareCardTexts,
  colours: ShareCardColours,
  isRtl: boolean,
): void {
  const width = SHARE_CARD_WIDTH;
  context.save();
  context.scale(SCALE, SCALE);
  context.direction = isRtl ? 'rtl' : 'ltr';
  context.fillStyle = colours.background;
  context.fillRect(0, 0, width, SHARE_CARD_HEIGHT);
  context.fillStyle = colours.brand;
  context.fillRect(0, 0, width, 8);
  const x = (align: Align) => ((align === 'start') !== isRtl ? MARGIN : width - MARGIN);
  const write = (text: string, y: number, font: string, colour: string, align: Align = 'start') => {
    context.font = `${font} system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif`;
    context.fillStyle = colour;
    context.textAlign = align;
    context.fillText(text, x(align), y, width - 2 * MARGIN);
  };
  write(texts.appName, 68, '700 28px', colours.text);
  write(texts.date, 102, '400 18px', colours.muted);
  write(texts.symbol, 185, '700 44px', colours.text);
  write(texts.side, 228, '600 26px', colours.side);
  write(texts.roeLabel, 310, '500 22px', colours.muted);
  write(texts.roe, 400, '800 84px', colours.result);
  write(texts.pnlLabel, 470, '500 22px', colours.muted);
  write(texts.pnl, 515, '700 36px', colours.result);
  context.fillStyle = colours.surface;
  context.fillRect(MARGIN, 580, width - 2 * MARGIN, 2);
  write(texts.entryLabel, 630, '500 18px', colours.muted);
  write(texts.entry, 665, '600 24px', colours.text);
  write(texts.exitLabel, 630, '500 18px', colours.muted, 'end');
  write(texts.exit, 665, '600 24px', colours.text, 'end');
  context.restore();
}

/** A canvas sized for the card at {@link SCALE}× density. */
export function createShareCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = SHARE_CARD_WIDTH * SCALE;
  canvas.height = SHARE_CARD_HEIGHT * SCALE;
  return canvas;
}

/** The theme's colour tokens as the page has them now (index.css `--color-*`). */
export function pageColours(isProfit: boolean, isLong: boolean): ShareCardColours {
  const style = getComputedStyle(document.documentElement);
  const token = (name: string, fallback: string) =>
    style.getPropertyValue(`--color-${name}`).trim() || fallback;
  const up = token('up', '#16a34a');
  const down = token('down', '#dc2626');
  return {
    background: token('surface-raised', '#ffffff'),
    surface: token('border', '#e2e5ea'),
    text: token('text', '#111827'),
    muted: token('muted', '#5b6472'),
    brand: token('brand', '#0d9488'),
    result: isProfit ? up : down,
    side: isLong ? up : down,
  };
}
