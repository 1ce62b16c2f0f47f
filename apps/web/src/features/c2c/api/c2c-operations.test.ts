import { describe, expect, it } from 'vitest';
import * as contracts from '@exchange/contracts/http/index';
import { c2cOperations, withId } from './c2c-operations';

describe('c2c operation refs', () => {
  it.each(Object.entries(c2cOperations))('%s has the method and path of the contract', (name, ref) => {
    const contract = (contracts as unknown as Record<string, { method: string; path: string }>)[name];
    expect(contract, `contracts/http exports ${name}`).toBeDefined();
    expect({ method: ref.method, path: ref.path }).toEqual({
      method: contract?.method,
      path: contract?.path,
    });
  });

  it('fills in the id of a path', () => {
    expect(withId(c2cOperations.releaseC2cOrder, 42)).toBe('/c2c/orders/42/release');
  });
});
