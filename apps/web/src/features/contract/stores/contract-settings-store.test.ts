import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTRACT_SETTINGS, sanitizeContractSettings } from './contract-settings-store';

describe('contract settings', () => {
  it('keeps what is valid of a stored value, field by field', () => {
    expect(
      sanitizeContractSettings({ symbol: 'ETHUSDT', amountMode: 'margin', marginMode: 2, leverage: 20 }),
    ).toEqual({
      symbol: 'ETHUSDT',
      amountMode: 'margin',
      marginMode: 2,
      leverage: 20,
    });
    expect(
      sanitizeContractSettings({ symbol: '<script>', amountMode: 'lots', marginMode: 3, leverage: 2.5 }),
    ).toEqual({});
    expect(sanitizeContractSettings(null)).toEqual({});
    expect(DEFAULT_CONTRACT_SETTINGS).toEqual({
      symbol: null,
      amountMode: 'quantity',
      marginMode: 1,
      leverage: 10,
    });
  });
});
