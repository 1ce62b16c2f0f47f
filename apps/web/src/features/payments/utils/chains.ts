import type { CHAIN_CODE_VALUES } from '@exchange/contracts/http/wallet/channels';

/** The chain codes of the contract (checked against it in channel-method.test.ts; kept here without zod). */
export type ChainCode = (typeof CHAIN_CODE_VALUES)[number];
export const CHAIN_CODES = ['BTC', 'ERC20', 'TRC20', 'XRP'] as const satisfies readonly ChainCode[];

export function isChainCode(value: string | null | undefined): value is ChainCode {
  return (CHAIN_CODES as readonly string[]).includes(value ?? '');
}

/** An XRP-ledger destination tag: an unsigned 32-bit number (the server checks the same). */
export function isDestinationTag(text: string): boolean {
  return /^\d{1,10}$/.test(text) && Number(text) <= 4_294_967_295;
}
