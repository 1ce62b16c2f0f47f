import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRtlLanguage, languageDirection } from '../src/index';

describe('isRtlLanguage', () => {
  it.each([
    ['he', true],
    ['ar', true],
    ['fa', true],
    ['ku', true],
    ['ar-SA', true],
    ['fa_IR', true],
    ['AR', true],
    ['en', false],
    ['zh-TW', false],
    ['ja', false],
    ['hi', false],
    ['', false],
    ['arabic', false],
  ])('%j → %s', (code, expected) => {
    expect(isRtlLanguage(code)).toBe(expected);
  });

  it('ignores the region', () => {
    const language = fc.constantFrom('he', 'ar', 'fa', 'ku', 'en', 'fr', 'zh');
    const region = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/);
    fc.assert(
      fc.property(language, region, fc.constantFrom('-', '_'), (code, regionCode, separator) => {
        expect(isRtlLanguage(`${code}${separator}${regionCode}`)).toBe(isRtlLanguage(code));
      }),
    );
  });
});

describe('languageDirection', () => {
  it('gives the dir attribute value', () => {
    expect(languageDirection('ar-EG')).toBe('rtl');
    expect(languageDirection('en')).toBe('ltr');
  });
});
