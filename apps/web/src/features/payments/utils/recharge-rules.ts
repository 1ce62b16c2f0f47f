/** The contract's transaction-hash rule (createRecharge.body.txHash; checked in recharge-rules.test.ts). */
export const TX_HASH_PATTERN = /^[A-Za-z0-9]{16,128}$/;

export function isTxHash(text: string): boolean {
  return TX_HASH_PATTERN.test(text.trim());
}
