import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HDKey } from '@scure/bip32';
import { bech32, bech32m } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import {
  CHAINS,
  CHAIN_CODES,
  DEMO_CHAIN_KEYS,
  deriveDepositAddress,
  isChainCode,
  isValidAddress,
  isValidMemo,
  type ChainCode,
} from '../../src/modules/wallet/chains/index';

// The public BIP39 test mnemonic; the expected addresses are the published BIP84 / BIP44 vectors for it.
const TEST_MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const ZPUB_VERSIONS = { private: 0x04b2430c, public: 0x04b24746 };
const seed = mnemonicToSeedSync(TEST_MNEMONIC);
const master = HDKey.fromMasterSeed(seed);

const KNOWN_ADDRESSES: { chain: ChainCode; index: number; address: string }[] = [
  { chain: 'BTC', index: 0, address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu' },
  { chain: 'BTC', index: 1, address: 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g' },
  { chain: 'ERC20', index: 0, address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94' },
  { chain: 'TRC20', index: 0, address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH' },
];

const BTC_XPUB = master.derive(CHAINS.BTC.accountPath).publicExtendedKey;
const ETH_ADDRESS = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const TRON_ADDRESS = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';
const XRP_ADDRESS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const BTC_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

const witnessAddress = (encoding: typeof bech32, version: number, programLength: number) =>
  encoding.encode('bc', [version, ...encoding.toWords(new Uint8Array(programLength).fill(7))]);

/** Swaps one character for another of the same alphabet, which a checksum must catch. */
const corrupt = (address: string, position: number, replacement: string) => {
  if (address.charAt(position) === replacement) throw new Error('corrupt: the replacement must differ');
  return address.slice(0, position) + replacement + address.slice(position + 1);
};

describe('the chain catalogue', () => {
  it('lists every chain once, with a memo only on XRP', () => {
    expect(CHAIN_CODES).toEqual(['BTC', 'ERC20', 'TRC20', 'XRP']);
    for (const code of CHAIN_CODES) expect(CHAINS[code].code).toBe(code);
    expect(CHAIN_CODES.filter((code) => CHAINS[code].isMemoRequired)).toEqual(['XRP']);
    expect(isChainCode('ERC20')).toBe(true);
    expect(isChainCode('erc20')).toBe(false);
    expect(isChainCode('toString')).toBe(false);
  });

  it('ships demo keys that are the test mnemonic at the documented account paths', () => {
    const zpubMaster = HDKey.fromMasterSeed(seed, ZPUB_VERSIONS);
    expect(DEMO_CHAIN_KEYS.BTC.xpub).toBe(zpubMaster.derive(CHAINS.BTC.accountPath).publicExtendedKey);
    expect(DEMO_CHAIN_KEYS.ERC20.xpub).toBe(master.derive(CHAINS.ERC20.accountPath).publicExtendedKey);
    expect(DEMO_CHAIN_KEYS.TRC20.xpub).toBe(master.derive(CHAINS.TRC20.accountPath).publicExtendedKey);
    expect(isValidAddress('XRP', DEMO_CHAIN_KEYS.XRP.xrpAddress)).toBe(true);
  });
});

describe('deriveDepositAddress', () => {
  it.each(KNOWN_ADDRESSES)(
    'gives the published $chain address at index $index',
    ({ chain, index, address }) => {
      expect(deriveDepositAddress(chain, DEMO_CHAIN_KEYS[chain], index)).toEqual({ address, memo: null });
    },
  );

  it('reads the xpub and the zpub of the same Bitcoin account alike', () => {
    expect(deriveDepositAddress('BTC', { xpub: BTC_XPUB }, 0).address).toBe(BTC_ADDRESS);
  });

  it('gives the shared XRP address with the index as destination tag', () => {
    expect(deriveDepositAddress('XRP', DEMO_CHAIN_KEYS.XRP, 42)).toEqual({
      address: XRP_ADDRESS,
      memo: '42',
    });
    expect(deriveDepositAddress('XRP', DEMO_CHAIN_KEYS.XRP, 4_294_967_295).memo).toBe('4294967295');
  });

  it('is deterministic, different per index, and every address it gives validates on its chain only', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CHAIN_CODES),
        fc.integer({ min: 1, max: 2 ** 31 - 2 }),
        (chain, index) => {
          const first = deriveDepositAddress(chain, DEMO_CHAIN_KEYS[chain], index);
          expect(deriveDepositAddress(chain, DEMO_CHAIN_KEYS[chain], index)).toEqual(first);
          const next = deriveDepositAddress(chain, DEMO_CHAIN_KEYS[chain], index + 1);
          expect(next.address === first.address && next.memo === first.memo).toBe(false);
          for (const other of CHAIN_CODES) expect(isValidAddress(other, first.address)).toBe(other === chain);
          expect(isValidMemo(chain, first.memo)).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses an index outside the non-hardened range, and tag 0 or above 2^32 - 1 on XRP', () => {
    for (const index of [-1, 2 ** 31, 1.5, Number.NaN]) {
      expect(() => deriveDepositAddress('ERC20', DEMO_CHAIN_KEYS.ERC20, index)).toThrow(/index/);
    }
    for (const index of [0, 2 ** 32, 0.5]) {
      expect(() => deriveDepositAddress('XRP', DEMO_CHAIN_KEYS.XRP, index)).toThrow(/destination tag/);
    }
  });

  it('refuses a missing, malformed, private or non-account key with a message that does not quote it', () => {
    const xprv = master.derive(CHAINS.ERC20.accountPath).privateExtendedKey;
    const cases: [ChainCode, { xpub?: string; xrpAddress?: string }, RegExp][] = [
      ['BTC', {}, /no extended public key/],
      ['ERC20', { xpub: '' }, /no extended public key/],
      ['ERC20', { xpub: 'xpub-not-a-key' }, /not a valid extended public key/],
      ['ERC20', { xpub: DEMO_CHAIN_KEYS.BTC.xpub }, /not a valid extended public key/],
      ['TRC20', { xpub: xprv }, /PRIVATE/],
      ['ERC20', { xpub: master.publicExtendedKey }, /depth 0/],
      ['BTC', { xpub: master.derive("m/84'/0'/0'/0").publicExtendedKey }, /depth 4/],
      ['XRP', {}, /XRP address/],
      ['XRP', { xrpAddress: ETH_ADDRESS }, /XRP address/],
    ];
    for (const [chain, source, message] of cases) {
      expect(() => deriveDepositAddress(chain, source, 1)).toThrow(message);
      try {
        deriveDepositAddress(chain, source, 1);
      } catch (error) {
        if (source.xpub) expect(String(error)).not.toContain(source.xpub);
      }
    }
  });
});

describe('isValidAddress', () => {
  const VALID: [ChainCode, string][] = [
    ['BTC', BTC_ADDRESS],
    ['BTC', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4'], // BIP173, upper case
    ['BTC', 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'], // P2WSH
    ['BTC', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'], // BIP350 taproot
    ['BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'], // P2PKH
    ['BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'], // P2SH
    ['ERC20', ETH_ADDRESS],
    ['ERC20', ETH_ADDRESS.toLowerCase()],
    ['ERC20', `0x${ETH_ADDRESS.slice(2).toUpperCase()}`],
    ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'], // EIP-55 vectors
    ['ERC20', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'],
    ['ERC20', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB'],
    ['ERC20', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb'],
    ['TRC20', TRON_ADDRESS],
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'], // the USDT contract
    ['XRP', XRP_ADDRESS],
    ['XRP', 'rrrrrrrrrrrrrrrrrrrrrhoLvTp'], // ACCOUNT_ZERO
    ['XRP', 'rrrrrrrrrrrrrrrrrrrrBZbvji'], // ACCOUNT_ONE
  ];
  it.each(VALID)('takes %s %s', (chain, address) => {
    expect(isValidAddress(chain, address)).toBe(true);
  });

  const INVALID: [ChainCode, string, string][] = [
    ['BTC', '', 'empty'],
    ['BTC', corrupt(BTC_ADDRESS, 20, 'q'), 'bech32 checksum'],
    ['BTC', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306FYU', 'mixed-case bech32'],
    ['BTC', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'testnet prefix'],
    ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'witness v0 in bech32m'],
    ['BTC', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'witness v1 in bech32'],
    ['BTC', witnessAddress(bech32, 0, 21), 'v0 program of 21 bytes'],
    ['BTC', witnessAddress(bech32m, 1, 20), 'v1 program of 20 bytes'],
    ['BTC', witnessAddress(bech32m, 2, 32), 'witness v2'],
    ['BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', 'base58 checksum'],
    ['BTC', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'testnet version byte'],
    ['BTC', TRON_ADDRESS, 'a Tron address'],
    ['BTC', `${BTC_ADDRESS} `, 'trailing space'],
    ['BTC', `bc1q${'q'.repeat(200)}`, 'too long'],
    ['ERC20', '', 'empty'],
    ['ERC20', ETH_ADDRESS.replace('EfFD', 'efFD'), 'bad EIP-55 mixed case'],
    ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'bad EIP-55 last letter'],
    ['ERC20', ETH_ADDRESS.slice(2), 'no 0x'],
    ['ERC20', `0X${ETH_ADDRESS.slice(2)}`, '0X prefix'],
    ['ERC20', ETH_ADDRESS.slice(0, -1), '39 hex digits'],
    ['ERC20', `${ETH_ADDRESS}0`, '41 hex digits'],
    ['ERC20', `0x${'g'.repeat(40)}`, 'not hex'],
    ['ERC20', TRON_ADDRESS, 'a Tron address'],
    ['ERC20', `0x${'0'.repeat(200)}`, 'too long'],
    ['TRC20', '', 'empty'],
    ['TRC20', corrupt(TRON_ADDRESS, 10, 'z'), 'base58 checksum'],
    ['TRC20', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'Bitcoin version byte'],
    ['TRC20', ETH_ADDRESS, 'an Ethereum address'],
    ['TRC20', XRP_ADDRESS, 'an XRP address'],
    ['TRC20', 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYd0', 'a character outside base58'],
    ['TRC20', `T${'1'.repeat(200)}`, 'too long'],
    ['XRP', '', 'empty'],
    ['XRP', corrupt(XRP_ADDRESS, 5, 'r'), 'base58 checksum'],
    ['XRP', 'X7AcgcsBL6XDcUb289X4mJ8djcdyKaB5hJDWMArnXr61cqZ', 'an X-address'],
    ['XRP', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'a Bitcoin address'],
    ['XRP', TRON_ADDRESS, 'a Tron address'],
    ['XRP', `r${'r'.repeat(200)}`, 'too long'],
  ];
  it.each(INVALID)('refuses on %s: %s (%s)', (chain, address) => {
    expect(isValidAddress(chain, address)).toBe(false);
  });

  it('refuses an unknown chain instead of throwing', () => {
    expect(isValidAddress('DOGE' as ChainCode, BTC_ADDRESS)).toBe(false);
    expect(isValidAddress('__proto__' as ChainCode, BTC_ADDRESS)).toBe(false);
  });

  it('never throws on arbitrary input', () => {
    const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
    const nearMiss = fc
      .tuple(
        fc.constantFrom('bc1q', 'bc1p', 'BC1', '0x', 'T', 'r', '1', '3', ''),
        fc.string({ unit: fc.constantFrom(...base58, '0', 'O', 'l', ' '), maxLength: 80 }),
      )
      .map(([prefix, rest]) => prefix + rest);
    const anyText = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: 'binary', maxLength: 300 }),
      nearMiss,
    );
    fc.assert(
      fc.property(fc.constantFrom(...CHAIN_CODES), anyText, (chain, text) => {
        expect(typeof isValidAddress(chain, text)).toBe('boolean');
        expect(typeof isValidMemo(chain, text)).toBe('boolean');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('isValidMemo', () => {
  it.each<[ChainCode, string | null, boolean]>([
    ['XRP', null, true],
    ['XRP', '', true],
    ['XRP', '0', true],
    ['XRP', '42', true],
    ['XRP', '4294967295', true],
    ['XRP', '4294967296', false],
    ['XRP', '99999999999', false],
    ['XRP', '-1', false],
    ['XRP', '007', false],
    ['XRP', '1e3', false],
    ['XRP', '12a', false],
    ['XRP', ' 42', false],
    ['XRP', 'memo', false],
    ['BTC', null, true],
    ['BTC', '', true],
    ['BTC', '42', false],
    ['ERC20', '1', false],
    ['TRC20', 'memo', false],
  ])('on %s, %j is %s', (chain, memo, expected) => {
    expect(isValidMemo(chain, memo)).toBe(expected);
  });
});
