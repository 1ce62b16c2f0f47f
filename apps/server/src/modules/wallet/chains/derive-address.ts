import { HDKey } from '@scure/bip32';
import { bech32 } from '@scure/base';
import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex } from '@noble/hashes/utils';
import { assert } from '../../../platform/errors';
import type { ChainCode, ChainKeySource } from './chains';
import {
  BITCOIN_SEGWIT_PREFIX,
  TRON_ADDRESS_VERSION,
  base58check,
  hash160,
  toChecksumAddress,
} from './address-encoding';
import { isValidAddress } from './validate-address';

export interface DepositAddress {
  readonly address: string;
  /** The destination tag to quote with the address; null where the address alone identifies the user. */
  readonly memo: string | null;
}

// SLIP-132 version bytes of zpub/zprv, which BIP84 wallets export instead of xpub for the same node.
const ZPUB_VERSIONS = { private: 0x04b2430c, public: 0x04b24746 };
// m / purpose' / coin' / account': the level the operator exports; a key of another depth gives other addresses.
const ACCOUNT_KEY_DEPTH = 3;
// The external (receive) chain of BIP44, as opposed to 1, the change chain.
const RECEIVE_CHAIN = 0;
const MAX_NON_HARDENED_INDEX = 2 ** 31 - 1;
const MIN_DESTINATION_TAG = 1; // 0 is what many wallets send when the user forgot the tag
const MAX_DESTINATION_TAG = 4_294_967_295;

type HdChainCode = Exclude<ChainCode, 'XRP'>;

/**
 * The deposit address of the user with number `index` on `chain`: `0/index` below the operator's account key for
 * HD chains, the shared address with tag `index` for XRP. Pure and deterministic. A missing or malformed key is a
 * configuration error and throws.
 */
export function deriveDepositAddress(
  chain: ChainCode,
  source: ChainKeySource,
  index: number,
): DepositAddress {
  switch (chain) {
    case 'BTC':
      return { address: bitcoinAddress(childPublicKey(chain, source.xpub, index)), memo: null };
    case 'ERC20':
      return { address: ethereumAddress(childPublicKey(chain, source.xpub, index)), memo: null };
    case 'TRC20':
      return { address: tronAddress(childPublicKey(chain, source.xpub, index)), memo: null };
    case 'XRP':
      return xrpDepositAddress(source.xrpAddress, index);
    default:
      return unknownChain(chain);
  }
}

function childPublicKey(chain: HdChainCode, xpub: string | undefined, index: number): Uint8Array {
  assert(
    Number.isSafeInteger(index) && index >= 0 && index <= MAX_NON_HARDENED_INDEX,
    `wallet chains: ${chain} address index ${index} is not an integer in [0, 2^31)`,
  );
  const child = parseAccountKey(chain, xpub).deriveChild(RECEIVE_CHAIN).deriveChild(index);
  assert(child.publicKey, 'wallet chains: a derived key has a public key');
  return child.publicKey;
}

/** The messages never quote the key: a pasted private key must not end up in a log. */
function parseAccountKey(chain: HdChainCode, xpub: string | undefined): HDKey {
  if (!xpub) throw new Error(`wallet chains: no extended public key is configured for ${chain}`);
  const isZpub = chain === 'BTC' && xpub.startsWith('zpub');
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(xpub, isZpub ? ZPUB_VERSIONS : undefined);
  } catch (error) {
    throw new Error(
      `wallet chains: the ${chain} key is not a valid extended public key (xpub${chain === 'BTC' ? ' or zpub' : ''})`,
      {
        cause: error,
      },
    );
  }
  if (key.privateKey) {
    key.wipePrivateData();
    throw new Error(
      `wallet chains: the ${chain} key is a PRIVATE extended key; configure the account's public key`,
    );
  }
  if (key.depth !== ACCOUNT_KEY_DEPTH) {
    throw new Error(
      `wallet chains: the ${chain} key has depth ${key.depth}; export the account-level key (depth 3)`,
    );
  }
  return key;
}

/** P2WPKH: witness version 0 and the hash160 of the compressed public key. */
function bitcoinAddress(publicKey: Uint8Array): string {
  return bech32.encode(BITCOIN_SEGWIT_PREFIX, [0, ...bech32.toWords(hash160(publicKey))]);
}

/** The last 20 bytes of keccak256 of the uncompressed key without its 0x04 prefix: Ethereum's and Tron's account. */
function ethereumAccountHash(publicKey: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.ProjectivePoint.fromHex(publicKey).toRawBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(-20);
}

function ethereumAddress(publicKey: Uint8Array): string {
  return toChecksumAddress(bytesToHex(ethereumAccountHash(publicKey)));
}

function tronAddress(publicKey: Uint8Array): string {
  return base58check.encode(Uint8Array.of(TRON_ADDRESS_VERSION, ...ethereumAccountHash(publicKey)));
}

function xrpDepositAddress(xrpAddress: string | undefined, index: number): DepositAddress {
  assert(
    Number.isSafeInteger(index) && index >= MIN_DESTINATION_TAG && index <= MAX_DESTINATION_TAG,
    `wallet chains: XRP destination tag ${index} is not an integer in [1, 4294967295]`,
  );
  if (!xrpAddress || !isValidAddress('XRP', xrpAddress)) {
    throw new Error('wallet chains: the configured XRP address is missing or not a classic r… address');
  }
  return { address: xrpAddress, memo: String(index) };
}

function unknownChain(chain: never): never {
  throw new Error(`wallet chains: unknown chain ${String(chain)}`);
}
