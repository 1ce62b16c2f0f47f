import { describe, expect, it } from 'vitest';
import { c2cOperations, withId } from './c2c-operations';

describe('c2c operation refs', () => {
  it('fills in the id of a path', () => {
    expect(withId(c2cOperations.releaseC2cOrder, 42)).toBe('/c2c/orders/42/release');
  });
});
