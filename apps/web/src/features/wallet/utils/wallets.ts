import type {
  WALLET_CODES as ContractWallets,
  WalletCode,
} from '@exchange/contracts/http/wallet/wallet-common';

export type { WalletCode };

/** The user's wallets, as the contract lists them (typed against it; a type import keeps zod out of the chunk). */
export const WALLETS: typeof ContractWallets = ['spot', 'contract', 'fast_contract'];

export const isWalletCode = (value: string | null | undefined): value is WalletCode =>
  (WALLETS as readonly string[]).includes(value ?? '');
