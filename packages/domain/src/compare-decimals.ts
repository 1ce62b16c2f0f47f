/** A plain decimal string (`-12.50`, `0.0003`, `100`) taken apart once, so sorting compares without parsing. */
export interface DecimalSortKey {
  /** -1, 0 or 1. */
  sign: number;
  /** Integer digits without leading zeros. */
  whole: string;
  /** Fraction digits without trailing zeros. */
  fraction: string;
}

export function decimalSortKey(value: string): DecimalSortKey {
  const isNegative = value.startsWith('-');
  const [wholePart = '', fractionPart = ''] = (isNegative ? value.slice(1) : value).split('.');
  const whole = wholePart.replace(/^0+/, '');
  const fraction = fractionPart.replace(/0+$/, '');
  const sign = whole === '' && fraction === '' ? 0 : isNegative ? -1 : 1;
  return { sign, whole, fraction };
}

/** Orders two sort keys exactly: sign, then integer digits by length and value, then the fraction. */
export function compareDecimalKeys(left: DecimalSortKey, right: DecimalSortKey): number {
  if (left.sign !== right.sign) return left.sign - right.sign;
  const magnitude = compareMagnitudes(left, right);
  // Equal magnitudes give 0, never -0 (two equal negatives would otherwise multiply to -0).
  return magnitude === 0 ? 0 : left.sign * magnitude;
}

function compareMagnitudes(left: DecimalSortKey, right: DecimalSortKey): number {
  if (left.whole.length !== right.whole.length) return left.whole.length - right.whole.length;
  if (left.whole !== right.whole) return left.whole < right.whole ? -1 : 1;
  if (left.fraction === right.fraction) return 0;
  // Without trailing zeros, the shorter of two fractions sharing a prefix is the smaller one.
  return left.fraction < right.fraction ? -1 : 1;
}

/**
 * Orders two plain decimal strings exactly, without converting them to numbers: negative when `left < right`,
 * 0 when equal in value (`1.50` equals `1.5`, `-0` equals `0`). To sort many values, build each
 * {@link decimalSortKey} once and use {@link compareDecimalKeys}.
 */
export function compareDecimalStrings(left: string, right: string): number {
  return compareDecimalKeys(decimalSortKey(left), decimalSortKey(right));
}
