import { describe, it, expect } from 'vitest';
import {
  COUNTRIES,
  CURRENCIES,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  DEFAULT_TIME_ZONE,
  LANGUAGES,
  RTL_LANGUAGE_CODES,
  TIME_ZONES,
  countrySchema,
  currencySchema,
  findCountry,
  findCurrency,
  isRtlLanguage,
  languageSchema,
  timeZoneSchema,
} from '../src/reference';

const EXPECTED_LANGUAGES = 'ja zh-TW en hi ko fr es it pt th ar nl da de sv fi no ga zh'.split(' ');

/** Standard (smallest over the year) UTC offset of an IANA zone in minutes, from the runtime's tz data. */
function standardOffsetMinutes(timeZone: string): number {
  const offsets = Array.from({ length: 12 }, (_, month) => {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(Date.UTC(2025, month, 15)))
      .find((p) => p.type === 'timeZoneName')?.value;
    const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(part ?? '');
    if (!match) throw new Error(`unexpected offset ${part} for ${timeZone}`);
    if (!match[1]) return 0;
    return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
  });
  return Math.min(...offsets);
}

describe('languages', () => {
  it('has the 19 product languages with unique codes, in order', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual(EXPECTED_LANGUAGES);
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(19);
    expect(LANGUAGES.map((l) => l.sort)).toEqual(LANGUAGES.map((l) => l.sort).toSorted((a, b) => a - b));
    for (const language of LANGUAGES) expect(() => languageSchema.parse(language)).not.toThrow();
  });

  it('marks exactly ar as RTL, consistent with RTL_LANGUAGE_CODES', () => {
    expect(LANGUAGES.filter((l) => l.rtl).map((l) => l.code)).toEqual(['ar']);
    expect(RTL_LANGUAGE_CODES).toEqual(['he', 'ar', 'fa', 'ku']);
    for (const language of LANGUAGES) expect(isRtlLanguage(language.code)).toBe(language.rtl);
    expect(isRtlLanguage('fa-IR')).toBe(true);
    expect(isRtlLanguage('en-GB')).toBe(false);
  });

  it('defaults to English', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(LANGUAGES.some((l) => l.code === DEFAULT_LANGUAGE)).toBe(true);
  });
});

describe('countries', () => {
  it('has unique two-letter upper-case codes and E.164 dial codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(230);
    const codes = COUNTRIES.map((c) => c.countryCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const country of COUNTRIES) {
      expect(country.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(country.dialCode).toMatch(/^\+\d{1,4}$/);
      expect(() => countrySchema.parse(country)).not.toThrow();
    }
  });

  it('has a flag emoji matching each code', () => {
    for (const country of COUNTRIES) {
      const expected = String.fromCodePoint(
        ...[...country.countryCode].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65),
      );
      expect(country.flag).toBe(expected);
    }
  });

  it('has exactly one default, the United States', () => {
    const defaults = COUNTRIES.filter((c) => c.isDefault);
    expect(defaults.map((c) => c.countryCode)).toEqual(['US']);
    expect(DEFAULT_COUNTRY_CODE).toBe('US');
  });

  it('has the well-known dial codes', () => {
    expect(findCountry('us')?.dialCode).toBe('+1');
    expect(findCountry('CA')?.dialCode).toBe('+1');
    expect(findCountry('GB')?.dialCode).toBe('+44');
    expect(findCountry('CN')?.dialCode).toBe('+86');
    expect(findCountry('IN')?.dialCode).toBe('+91');
    expect(findCountry('JP')?.dialCode).toBe('+81');
    expect(findCountry('NP')?.dialCode).toBe('+977');
    expect(findCountry('ZZ')).toBeUndefined();
  });
});

describe('time zones', () => {
  it('has 60-90 valid IANA zones including the default', () => {
    expect(TIME_ZONES.length).toBeGreaterThanOrEqual(60);
    expect(TIME_ZONES.length).toBeLessThanOrEqual(90);
    for (const { timezone } of TIME_ZONES) {
      expect(() => new Intl.DateTimeFormat(undefined, { timeZone: timezone })).not.toThrow();
    }
    expect(DEFAULT_TIME_ZONE).toBe('Europe/London');
    expect(TIME_ZONES.some((z) => z.timezone === DEFAULT_TIME_ZONE)).toBe(true);
    expect(new Set(TIME_ZONES.map((z) => z.timezone)).size).toBe(TIME_ZONES.length);
  });

  it('labels each zone with its standard offset, consistent with the tz data', () => {
    for (const zone of TIME_ZONES) {
      expect(() => timeZoneSchema.parse(zone)).not.toThrow();
      const sign = zone.dayjsOffset < 0 ? '-' : '+';
      const abs = Math.abs(zone.dayjsOffset);
      const label = `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
      expect(zone.offset).toBe(label);
      expect({ zone: zone.timezone, offset: standardOffsetMinutes(zone.timezone) }).toEqual({
        zone: zone.timezone,
        offset: zone.dayjsOffset,
      });
    }
  });

  it('is sorted by offset then name', () => {
    const sorted = TIME_ZONES.toSorted(
      (a, b) => a.dayjsOffset - b.dayjsOffset || a.name.localeCompare(b.name, 'en'),
    );
    expect(TIME_ZONES).toEqual(sorted);
  });
});

describe('currencies', () => {
  it('has unique codes and positive decimal-string prices', () => {
    const codes = CURRENCIES.map((c) => c.exchange);
    expect(new Set(codes).size).toBe(codes.length);
    for (const currency of CURRENCIES) {
      expect(currency.price).toMatch(/^\d+(\.\d+)?$/);
      expect(Number(currency.price)).toBeGreaterThan(0);
      expect(() => currencySchema.parse(currency)).not.toThrow();
    }
  });

  it('puts the default USDT first at parity with USD', () => {
    expect(DEFAULT_CURRENCY).toBe('USDT');
    expect(CURRENCIES[0]).toMatchObject({ exchange: 'USDT', price: '1', sign: '$', priceAccuracy: 2 });
    expect(findCurrency('usd')?.price).toBe('1');
  });

  it('shows no decimals for JPY, KRW, VND and IDR', () => {
    const zeroDecimals = CURRENCIES.filter((c) => c.priceAccuracy === 0).map((c) => c.exchange);
    expect(zeroDecimals.toSorted()).toEqual(['IDR', 'JPY', 'KRW', 'VND']);
  });
});
