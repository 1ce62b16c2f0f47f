import { describe, expect, it } from 'vitest';
import * as contracts from '@exchange/contracts/http/index';
import { inviteOperations } from './invite-operations';

describe('invite operation refs', () => {
  it.each(Object.entries(inviteOperations))('%s has the method and path of the contract', (name, ref) => {
    const contract = (contracts as unknown as Record<string, { method: string; path: string }>)[name];
    expect(contract, `contracts/http exports ${name}`).toBeDefined();
    expect({ method: ref.method, path: ref.path }).toEqual({
      method: contract?.method,
      path: contract?.path,
    });
  });
});
