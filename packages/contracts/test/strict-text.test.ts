import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  adminUpdateAreaCode,
  adminUpdateContractSpec,
  adminUpdateExchangeRate,
  adminUpdateInstrument,
  adminUpdateLanguage,
  adminUpdateTranslation,
  appLogoSchema,
} from '../src/http/admin/index';
import { InstrumentType } from '../src/enums';
import { COUNTRIES, CURRENCIES, INSTRUMENTS, LANGUAGES, contractSpecReference } from '../src/reference/index';
import {
  httpUrl,
  httpsUrlOrSitePath,
  markupFreeText,
  nameText,
  plainText,
  positiveDecimalString,
  versionString,
} from '../src/strict-text';

/** Whether `schema` (an operation's body, typed as optional) takes `value`. */
const accepts = (
  schema: { safeParse: (value: unknown) => { success: boolean } } | undefined,
  value: unknown,
) => {
  if (!schema) throw new Error('no schema');
  return schema.safeParse(value).success;
};

describe('strict text', () => {
  it('plain text is trimmed and bounded, keeps line breaks, refuses control characters', () => {
    expect(plainText(1, 10).parse('  two\nlines ')).toBe('two\nlines');
    expect(accepts(plainText(1, 10), '   ')).toBe(false);
    expect(accepts(plainText(1, 10), 'x'.repeat(11))).toBe(false);
    for (const control of ['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085'])
      expect(accepts(plainText(1, 10), `a${control}b`), JSON.stringify(control)).toBe(false);
  });

  it('names are one line without markup or direction controls; translations refuse markup only', () => {
    expect(nameText(1, 60).parse(' Acme Exchange ')).toBe('Acme Exchange');
    expect(accepts(nameText(1, 60), 'العربية للتداول')).toBe(true);
    for (const junk of ['<b>Acme</b>', 'Acme\nExchange', 'Acme\tX', 'gpj\u202Eexe', 'a\u2028b'])
      expect(accepts(nameText(1, 60), junk), JSON.stringify(junk)).toBe(false);
    expect(accepts(markupFreeText(1, 60), 'line one\nline two')).toBe(true);
    expect(accepts(markupFreeText(1, 60), '<img src=x onerror=alert(1)>')).toBe(false);
  });

  it('a version is three numbers', () => {
    for (const version of ['1.4.0', '10.0.12', ' 2.0.0 ']) expect(accepts(versionString, version)).toBe(true);
    for (const junk of ['abc', '1.4', '1.4.0.1', '1.4.0-beta', 'v1.4.0', '...', '1..0', ''])
      expect(accepts(versionString, junk), junk).toBe(false);
  });

  it('URLs are http(s) with a host and nothing that breaks out of an attribute', () => {
    expect(accepts(httpUrl, 'https://cdn.example.com/logo.png?v=2')).toBe(true);
    expect(accepts(httpUrl, 'http://example.com')).toBe(true);
    const junk = [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:image/svg+xml,<svg/onload=alert(1)>',
      'https://example.com/"onerror="alert(1)',
      'https://example.com/<script>',
      'https://user:pass@example.com/logo.png',
      'ftp://example.com/logo.png',
      'https://',
      `https://example.com/${'a'.repeat(500)}`,
    ];
    for (const url of junk) expect(accepts(httpUrl, url), url).toBe(false);
  });

  it('a logo is an https URL or a path on this site, never another site through //', () => {
    for (const logo of ['/logo.svg', '/assets/brand/logo-2x.png', 'https://cdn.example.com/logo.svg'])
      expect(accepts(httpsUrlOrSitePath, logo), logo).toBe(true);
    for (const junk of [
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'http://example.com/x.png',
      '/a b.png',
    ])
      expect(accepts(httpsUrlOrSitePath, junk), junk).toBe(false);
  });

  it('decimals carry their bound in the pattern', () => {
    expect(accepts(positiveDecimalString(9, 10), '26300')).toBe(true);
    for (const junk of ['0', '0.000', '-1', '1e5', '1,000', '1234567890', 'NaN', 'Infinity'])
      expect(accepts(positiveDecimalString(9, 10), junk), junk).toBe(false);
  });
});

/** The reference data is what the settings start as: staff must be able to write each value back as it is. */
describe('seeded settings pass the staff write schemas', () => {
  it('languages, area codes and exchange rates', () => {
    for (const language of LANGUAGES)
      expect(
        accepts(adminUpdateLanguage.body, { code: language.code, sort: language.sort }),
        language.code,
      ).toBe(true);
    for (const country of COUNTRIES)
      expect(accepts(adminUpdateAreaCode.body, { countryCode: country.countryCode, isEnabled: true })).toBe(
        true,
      );
    for (const currency of CURRENCIES) {
      const body = {
        exchange: currency.exchange,
        price: currency.price,
        priceAccuracy: currency.priceAccuracy,
      };
      expect(accepts(adminUpdateExchangeRate.body, body), currency.exchange).toBe(true);
    }
  });

  it('instruments and the perpetuals’ brackets and fees', () => {
    for (const instrument of INSTRUMENTS) {
      const body = {
        id: 1,
        priceAccuracy: instrument.priceAccuracy,
        transactionAccuracy: instrument.transactionAccuracy,
        ...(instrument.tradingHours ? { tradingHours: instrument.tradingHours } : {}),
      };
      expect(accepts(adminUpdateInstrument.body, body), instrument.symbol).toBe(true);
      if (instrument.type !== InstrumentType.contract) continue;
      const spec = contractSpecReference(instrument.baseAsset);
      expect(
        accepts(adminUpdateContractSpec.body, { instrumentId: 1, ...spec, tiers: [...spec.tiers] }),
      ).toBe(true);
    }
    expect(accepts(appLogoSchema, '/logo.svg')).toBe(true);
  });

  it('every shipped string can be set as an override', () => {
    const localesDirectory = join(__dirname, '../../i18n/locales');
    const strings = (tree: unknown): string[] =>
      typeof tree === 'string' ? [tree] : Object.values(tree as Record<string, unknown>).flatMap(strings);
    for (const language of readdirSync(localesDirectory))
      for (const file of readdirSync(join(localesDirectory, language))) {
        const tree: unknown = JSON.parse(readFileSync(join(localesDirectory, language, file), 'utf8'));
        for (const value of strings(tree)) {
          // Every web namespace file is part of the `app` tree staff override; error.json is `error`.
          const typeCode = file === 'error.json' ? 'error' : 'app';
          const body = { language, typeCode, key: 'common.confirm', value };
          expect(accepts(adminUpdateTranslation.body, body), `${language}/${file}: ${value}`).toBe(true);
        }
      }
  });
});
