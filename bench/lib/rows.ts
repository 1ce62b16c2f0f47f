/** One line of the bench's table: a figure, its peer in the same run, and the target. */
export interface Row {
  name: string;
  measured: string;
  peer: string;
  ratio: string;
  target: string;
  isMet: boolean;
}

export const format = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Milliseconds with the digits a figure of that size needs. */
export const milliseconds = (value: number) => `${format(value, value < 1 ? 3 : value < 10 ? 2 : 1)} ms`;

export const seconds = (ms: number) => `${format(ms / 1000, 2)} s`;
export const kibibytes = (bytes: number) => `${format(bytes / 1024)} KiB`;
