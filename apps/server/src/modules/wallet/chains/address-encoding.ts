import { base58xrp, createBase58check, utils, type BytesCoder } from '@scure/base';
import { ripemd160 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

// Version bytes: the first byte of a base58check payload, which also fixes the address's first character.
export const BITCOIN_P2PKH_VERSION = 0x00;
export const BITCOIN_P2SH_VERSION = 0x05;
export const TRON_ADDRESS_VERSION = 0x41;
export const XRP_ACCOUNT_VERSION = 0x00;

/** Version byte plus a 20-byte hash: the payload of every base58check address here. */
export const VERSIONED_HASH_LENGTH = 21;
export const BITCOIN_SEGWIT_PREFIX = 'bc';

/** Base58check with Bitcoin's alphabet (Bitcoin legacy, Tron). */
export const base58check: BytesCoder = createBase58check(sha256);

/** The same scheme with the XRP Ledger's alphabet, which @scure/base ships only without the checksum. */
export const base58checkXrp: BytesCoder = utils.chain(
  utils.checksum(4, (data: Uint8Array) => sha256(sha256(data))),
  base58xrp,
);

export const hash160 = (data: Uint8Array): Uint8Array => ripemd160(sha256(data));

/** Decodes user input; a bad character or checksum is an answer (null), not an exception. */
export function decodeBase58check(coder: BytesCoder, text: string): Uint8Array | null {
  try {
    return coder.decode(text);
  } catch {
    return null;
  }
}

/** EIP-55: a hex letter is upper case where the matching nibble of keccak256(lower-case hex) is 8 or more. */
export function toChecksumAddress(lowerHex: string): string {
  const hash = bytesToHex(keccak_256(utf8ToBytes(lowerHex)));
  let body = '';
  for (let position = 0; position < lowerHex.length; position += 1) {
    const character = lowerHex.charAt(position);
    body += Number.parseInt(hash.charAt(position), 16) >= 8 ? character.toUpperCase() : character;
  }
  return `0x${body}`;
}
