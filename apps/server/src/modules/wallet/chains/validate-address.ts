import { bech32, bech32m } from '@scure/base';
import type { ChainCode } from './chains';
import {
  BITCOIN_P2PKH_VERSION,
  BITCOIN_P2SH_VERSION,
  BITCOIN_SEGWIT_PREFIX,
  TRON_ADDRESS_VERSION,
  VERSIONED_HASH_LENGTH,
  XRP_ACCOUNT_VERSION,
  base58check,
  base58checkXrp,
  decodeBase58check,
  toChecksumAddress,
} from './address-encoding';

// Every address format here is under 100 characters; the cap keeps decoding of hostile input cheap.
const MAX_ADDRESS_LENGTH = 128;
const ETHEREUM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
// Canonical decimal only ("7", not "007"), so one tag has one spelling in the database.
const DESTINATION_TAG = /^(0|[1-9][0-9]{0,9})$/;
const MAX_DESTINATION_TAG = 4_294_967_295;

/**
 * Whether `address` is a well-formed address on `chain` (checksum included). Takes user input: never throws.
 * It does not say the address exists or can receive the asset.
 */
export function isValidAddress(chain: ChainCode, address: string): boolean {
  if (typeof address !== 'string' || address.length === 0 || address.length > MAX_ADDRESS_LENGTH)
    return false;
  if (!Object.hasOwn(ADDRESS_CHECKS, chain)) return false;
  return ADDRESS_CHECKS[chain](address);
}

/**
 * Whether `memo` may go with an address on `chain`: empty everywhere (the tag is optional when sending to an XRP
 * address), otherwise only an XRP destination tag 0..4294967295. Takes user input: never throws.
 */
export function isValidMemo(chain: ChainCode, memo: string | null | undefined): boolean {
  if (!Object.hasOwn(ADDRESS_CHECKS, chain)) return false;
  if (memo === null || memo === undefined || memo === '') return true;
  if (typeof memo !== 'string' || chain !== 'XRP' || !DESTINATION_TAG.test(memo)) return false;
  return Number(memo) <= MAX_DESTINATION_TAG;
}

function isBitcoinAddress(address: string): boolean {
  const isSegwit =
    address.slice(0, BITCOIN_SEGWIT_PREFIX.length + 1).toLowerCase() === `${BITCOIN_SEGWIT_PREFIX}1`;
  return isSegwit ? isSegwitAddress(address) : isLegacyBitcoinAddress(address);
}

/**
 * BIP173/BIP350: witness v0 (P2WPKH, P2WSH) in bech32, v1 (taproot, 32 bytes) in bech32m. Versions 2..16 are
 * refused: outputs to them are spendable by anyone today, so a withdrawal there would be lost.
 */
function isSegwitAddress(address: string): boolean {
  const asBech32 = bech32.decodeUnsafe(address) || undefined;
  const decoded = asBech32 ?? (bech32m.decodeUnsafe(address) || undefined);
  if (!decoded || decoded.prefix !== BITCOIN_SEGWIT_PREFIX) return false;
  const [witnessVersion, ...programWords] = decoded.words;
  const program = bech32.fromWordsUnsafe(programWords);
  if (!program) return false;
  if (witnessVersion === 0) return asBech32 !== undefined && (program.length === 20 || program.length === 32);
  return witnessVersion === 1 && asBech32 === undefined && program.length === 32;
}

function isLegacyBitcoinAddress(address: string): boolean {
  const payload = decodeBase58check(base58check, address);
  if (payload?.length !== VERSIONED_HASH_LENGTH) return false;
  return payload[0] === BITCOIN_P2PKH_VERSION || payload[0] === BITCOIN_P2SH_VERSION;
}

/** All-lower and all-upper carry no checksum and are accepted; mixed case must be the EIP-55 spelling. */
function isEthereumAddress(address: string): boolean {
  if (!ETHEREUM_ADDRESS.test(address)) return false;
  const body = address.slice(2);
  const lowerBody = body.toLowerCase();
  if (body === lowerBody || body === body.toUpperCase()) return true;
  return toChecksumAddress(lowerBody) === address;
}

function isTronAddress(address: string): boolean {
  const payload = decodeBase58check(base58check, address);
  return payload?.length === VERSIONED_HASH_LENGTH && payload[0] === TRON_ADDRESS_VERSION;
}

/** A classic address (r…); X-addresses, which pack the tag into the address, are not taken. */
function isXrpAddress(address: string): boolean {
  if (!address.startsWith('r')) return false;
  const payload = decodeBase58check(base58checkXrp, address);
  return payload?.length === VERSIONED_HASH_LENGTH && payload[0] === XRP_ACCOUNT_VERSION;
}

const ADDRESS_CHECKS: Record<ChainCode, (address: string) => boolean> = {
  BTC: isBitcoinAddress,
  ERC20: isEthereumAddress,
  TRC20: isTronAddress,
  XRP: isXrpAddress,
};
