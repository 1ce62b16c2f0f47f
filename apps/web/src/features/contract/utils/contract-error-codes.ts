/**
 * The contract's error codes the contract screens react to, copied so zod stays out of their chunks
 * (`@exchange/contracts/errors` brings the envelope schema); contract-mirrors.test.ts checks the copies.
 */
export const CONTRACT_ERROR_CODES = {
  priceUnavailable: 1_006_000_004,
  positionNotOpen: 1_009_000_005,
  orderNotPending: 1_009_000_006,
} as const;
