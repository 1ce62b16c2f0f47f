import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { safeProviderUrl } from './provider-url';
import { withdrawErrorTarget } from './withdraw-errors';

const apiError = (code: number, field: string | null) =>
  new ApiError(code, `message ${code}`, 2, field ? { field } : null);

describe('withdrawal errors', () => {
  it('puts each failure where the user can fix it', () => {
    expect(withdrawErrorTarget(apiError(1_007_000_003, 'payPassword')).kind).toBe('payPasswordNotSet');
    expect(withdrawErrorTarget(apiError(1_007_000_004, 'payPassword')).kind).toBe('payPassword');
    for (const code of [1_007_000_001, 1_007_000_006, 1_007_000_007])
      expect(withdrawErrorTarget(apiError(code, 'amount'))).toEqual({
        kind: 'field',
        field: 'amount',
        message: `message ${code}`,
      });
    expect(withdrawErrorTarget(apiError(400, 'address'))).toMatchObject({ kind: 'field', field: 'address' });
    expect(withdrawErrorTarget(apiError(404, 'channelId')).kind).toBe('toast');
    expect(withdrawErrorTarget(new Error('bug')).kind).toBe('unknown');
  });
});

describe('provider links', () => {
  it('opens only http(s) pages', () => {
    expect(safeProviderUrl('https://pay.example.com/x?a=1')).toBe('https://pay.example.com/x?a=1');
    expect(safeProviderUrl('javascript:alert(1)')).toBeNull();
    expect(safeProviderUrl('data:text/html,hi')).toBeNull();
    expect(safeProviderUrl('not a url')).toBeNull();
    expect(safeProviderUrl(undefined)).toBeNull();
  });
});
