import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MASKED_AMOUNT, maskAmount } from '../src/index';

describe('maskAmount', () => {
  it.each([
    ['1,234.56', true, '1,234.56'],
    ['1,234.56', false, '******'],
    ['0.01', false, '******'],
    ['', false, '******'],
  ])('shows %j with isVisible %s as %j', (value, isVisible, expected) => {
    expect(maskAmount(value, isVisible)).toBe(expected);
  });

  it('always hides as exactly six asterisks', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(maskAmount(value, false)).toBe('******');
        expect(MASKED_AMOUNT).toHaveLength(6);
      }),
    );
  });

  it('shows the value unchanged when visible', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(maskAmount(value, true)).toBe(value);
      }),
    );
  });
});
