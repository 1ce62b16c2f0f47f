import { describe, expect, it } from 'vitest';
import * as contracts from '@exchange/contracts/http/index';
import { chatOperations } from './chat-operations';

describe('chat operation refs', () => {
  it.each(Object.entries(chatOperations))('%s has the method and path of the contract', (name, ref) => {
    const contract = (contracts as unknown as Record<string, { method: string; path: string }>)[name];
    expect(contract, `contracts/http exports ${name}`).toBeDefined();
    expect({ method: ref.method, path: ref.path }).toEqual({
      method: contract?.method,
      path: contract?.path,
    });
  });
});
