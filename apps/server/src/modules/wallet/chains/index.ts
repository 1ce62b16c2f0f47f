export { CHAINS, CHAIN_CODES, DEMO_CHAIN_KEYS, isChainCode } from './chains';
export type { ChainCode, ChainDefinition, ChainKeySource } from './chains';
export { deriveDepositAddress } from './derive-address';
export type { DepositAddress } from './derive-address';
export { isValidAddress, isValidMemo } from './validate-address';
