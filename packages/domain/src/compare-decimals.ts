/**
 * Orders two plain decimal strings (`-12.5`, `0.0003`, `100`) exactly, without parsing them into numbers or
 * allocating: sign first, then the integer digits by length and value, then the fraction digit by digit. Used to
 * sort lists on every request, where building a BigNumber per row dominated the cost.
 *
 * @returns negative when `left < right`, 0 when equal in value (`1.50` equals `1.5`, `-0` equals `0`), positive
 * otherwise.
 */
export function compareDecimalStrings(left: string, right: string): number {
  const leftNegative = left.startsWith('-') && !isZero(left);
  const rightNegative = right.startsWith('-') && !isZero(right);
  if (leftNegative !== rightNegative) return leftNegative ? -1 : 1;
  const magnitude = compareMagnitudes(left.replace(/^-/, ''), right.replace(/^-/, ''));
  return leftNegative ? -magnitude : magnitude;
}

const isZero = (value: string) => /^-?0*(\.0*)?$/.test(value);

function compareMagnitudes(left: string, right: string): number {
  const [leftWhole = '', leftFraction = ''] = left.split('.');
  const [rightWhole = '', rightFraction = ''] = right.split('.');
  const leftDigits = leftWhole.replace(/^0+/, '');
  const rightDigits = rightWhole.replace(/^0+/, '');
  if (leftDigits.length !== rightDigits.length) return leftDigits.length - rightDigits.length;
  if (leftDigits !== rightDigits) return leftDigits < rightDigits ? -1 : 1;
  const length = Math.max(leftFraction.length, rightFraction.length);
  const leftPadded = leftFraction.padEnd(length, '0');
  const rightPadded = rightFraction.padEnd(length, '0');
  if (leftPadded === rightPadded) return 0;
  return leftPadded < rightPadded ? -1 : 1;
}
