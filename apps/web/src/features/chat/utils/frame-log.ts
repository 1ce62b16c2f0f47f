/**
 * The socket inspector's log (/public/socketDebug): every frame in and out, kept as text. A JSON frame is shown
 * pretty-printed with its `type`; a text frame (`ping`, `pong`, `Invalid token`) is its own type. Nothing here is
 * ever turned into markup: the screen renders these strings as text.
 */
export type FrameDirection = 'in' | 'out';

export interface LoggedFrame {
  id: number;
  at: number;
  direction: FrameDirection;
  /** The frame's `type`, or the text itself for a short plain-text frame. */
  type: string;
  /** Pretty-printed JSON, or the raw text. */
  body: string;
}

/** Frames kept in the log; older ones drop off. */
export const FRAME_LOG_MAX = 500;
/** A plain-text frame up to this long names its own type (`ping`); longer text is typed `text`. */
const TEXT_TYPE_MAX = 32;

function describe(text: string): { type: string; body: string } {
  try {
    const parsed: unknown = JSON.parse(text);
    const type =
      typeof parsed === 'object' && parsed !== null && typeof (parsed as { type?: unknown }).type === 'string'
        ? (parsed as { type: string }).type
        : 'json';
    return { type, body: JSON.stringify(parsed, null, 2) };
  } catch {
    return { type: text.length <= TEXT_TYPE_MAX ? text : 'text', body: text };
  }
}

export function logFrame(
  log: readonly LoggedFrame[],
  frame: { id: number; at: number; direction: FrameDirection; text: string },
): LoggedFrame[] {
  const entry = { id: frame.id, at: frame.at, direction: frame.direction, ...describe(frame.text) };
  return [...log.slice(Math.max(0, log.length - FRAME_LOG_MAX + 1)), entry];
}

/** The frame types seen so far, for the filter. */
export function frameTypes(log: readonly LoggedFrame[]): string[] {
  return [...new Set(log.map((frame) => frame.type))].sort();
}
