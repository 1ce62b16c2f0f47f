/**
 * The chains the wallet can take deposits on and send withdrawals to.
 *
 * HD chains (BTC, ERC20, TRC20): the operator configures the account-level extended PUBLIC key (`accountPath`);
 * the server derives the non-hardened child `0/index` from it for each user, so it never holds a private key.
 * Memo chains (XRP): one shared operator address; the user is identified by a numeric destination tag.
 */
export const CHAIN_CODES = ['BTC', 'ERC20', 'TRC20', 'XRP'] as const;

export type ChainCode = (typeof CHAIN_CODES)[number];

export interface ChainDefinition {
  readonly code: ChainCode;
  readonly displayName: string;
  /** Deposits need a memo (destination tag) besides the address, because the address is shared. */
  readonly isMemoRequired: boolean;
  /** BIP32 path of the account-level key the operator configures; null for a shared-address chain. */
  readonly accountPath: string | null;
}

export const CHAINS = {
  // BIP84 native segwit (P2WPKH, bc1q…). The operator's key is usually a zpub; an xpub of the same node works too.
  BTC: { code: 'BTC', displayName: 'Bitcoin', isMemoRequired: false, accountPath: "m/84'/0'/0'" },
  // BIP44 coin type 60, the path MetaMask and hardware wallets use.
  ERC20: {
    code: 'ERC20',
    displayName: 'Ethereum (ERC20)',
    isMemoRequired: false,
    accountPath: "m/44'/60'/0'",
  },
  // BIP44 coin type 195, the path TronLink and hardware wallets use.
  TRC20: { code: 'TRC20', displayName: 'Tron (TRC20)', isMemoRequired: false, accountPath: "m/44'/195'/0'" },
  // A new XRP account costs a reserve, so one operator account takes every deposit and the tag tells users apart.
  XRP: { code: 'XRP', displayName: 'XRP Ledger', isMemoRequired: true, accountPath: null },
} as const satisfies Record<ChainCode, ChainDefinition>;

/** Where an operator's deposit addresses come from: an account-level xpub (HD chains) or one address (XRP). */
export interface ChainKeySource {
  readonly xpub?: string;
  readonly xrpAddress?: string;
}

/**
 * DEMO ONLY — keys of the public BIP39 test mnemonic "abandon abandon … about": anyone can spend what is sent to
 * them. The XRP address is the ledger's genesis account. The operator must replace all of these.
 */
export const DEMO_CHAIN_KEYS = {
  BTC: {
    xpub: 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs',
  },
  ERC20: {
    xpub: 'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt',
  },
  TRC20: {
    xpub: 'xpub6D1AabNHCupeiLM65ZR9UStMhJ1vCpyV4XbZdyhMZBiJXALQtmn9p42VTQckoHVn8WNqS7dqnJokZHAHcHGoaQgmv8D45oNUKx6DZMNZBCd',
  },
  XRP: { xrpAddress: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh' },
} as const satisfies Record<ChainCode, ChainKeySource>;

/** Narrows a string from outside (a request, a config file) to a chain code. */
export const isChainCode = (value: string): value is ChainCode =>
  (CHAIN_CODES as readonly string[]).includes(value);
