import { z } from 'zod';

/**
 * Strict field schemas for text people type: staff settings first (issue 15, junk accepted by staff settings), and
 * any member field that wants the same rules. One definition, so the server, the admin app's forms (they validate with
 * the same contracts) and the HTTP layer's control-character refusal agree on what a name, a version or a URL is.
 */

/**
 * Control characters (C0, DEL, C1) except tab, line feed and carriage return, which multi-line text keeps. NUL is
 * refused by PostgreSQL (a 500); the rest hide or reorder text in logs, names and staff screens.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER_PATTERN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/**
 * What a single line refuses on top: line breaks (also U+2028/U+2029) and the bidirectional embeddings, overrides and
 * isolates, which make a name read differently from what it is (U+202E before "gpj.exe" shows "exe.jpg").
 */
const LINE_BREAK_OR_BIDI_CONTROL = /[\t\n\r\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
/** `<` and `>`: never part of a name, a title or a code, and the start of every HTML injection. */
const MARKUP = /[<>]/;

export const hasControlCharacter = (text: string) => CONTROL_CHARACTER_PATTERN.test(text);
export const hasMarkup = (text: string) => MARKUP.test(text);
const isSingleLine = (text: string) => !LINE_BREAK_OR_BIDI_CONTROL.test(text);

const NO_CONTROLS = 'must not contain control characters';
const NO_MARKUP = 'must not contain < or >';
const ONE_LINE = 'must be a single line without direction controls';

const boundedText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? 'is required' : `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)
    .refine((text) => !hasControlCharacter(text), NO_CONTROLS);

/** Free text over lines (remarks, reasons, notes): trimmed, `min` to `max` characters, no control characters. */
export const plainText = (min: number, max: number) => boundedText(min, max);

/** Free text that is also shown inside the app's own strings (translations): `plainText` without markup. */
export const markupFreeText = (min: number, max: number) =>
  boundedText(min, max).refine((text) => !hasMarkup(text), NO_MARKUP);

/** A name or title (app name, payout reference): one trimmed line without markup or direction controls. */
export const nameText = (min: number, max: number) => markupFreeText(min, max).refine(isSingleLine, ONE_LINE);

/** A version as the app compares them: three dot-separated numbers (`1.4.0`), nothing else. */
export const versionString = z
  .string()
  .trim()
  .regex(/^\d{1,6}\.\d{1,6}\.\d{1,6}$/, 'must be a version of three numbers such as 1.4.0');

/**
 * Characters a URL needs beyond letters and digits (RFC 3986's unreserved, reserved and `%`). Quotes, backslashes,
 * spaces and `<` `>` are left out: a link or an image never needs them unescaped, and they are how one breaks out
 * of an attribute.
 */
const URL_CHARACTERS = /^[A-Za-z0-9\-._~:/?#[\]@!$&()*+,;=%]+$/;
const URL_MAX = 500;

const parsedUrl = (text: string) => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

/**
 * Whether `text` is an absolute URL of one of `protocols` with a host (so never `javascript:` or `data:`) and no
 * `user:password@`, which only serves to make a foreign host look like a familiar one.
 */
const isUrlOf = (text: string, protocols: readonly string[]) => {
  const url = parsedUrl(text);
  if (url === null || !protocols.includes(url.protocol) || url.hostname === '') return false;
  return url.username === '' && url.password === '' && URL_CHARACTERS.test(text);
};

/** An absolute http or https URL. */
export const httpUrl = z
  .string()
  .trim()
  .max(URL_MAX)
  .refine((text) => isUrlOf(text, ['http:', 'https:']), 'must be an http(s) URL');

/**
 * An https URL, or a path on this site (`/logo.svg`). `//host/…` is refused: browsers read it as another site's
 * address, which is how a "path" smuggles in a foreign image or script.
 */
export const httpsUrlOrSitePath = z
  .string()
  .trim()
  .max(URL_MAX)
  .refine(
    (text) => isUrlOf(text, ['https:']) || (/^\/[^/\\]/.test(text) && URL_CHARACTERS.test(text)),
    'must be an https URL or a path on this site',
  );

/** A BCP 47 tag as the app uses them (i18next's resource keys): `en`, `zh-TW`. */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}(-[A-Z]{2})?$/;
export const languageCodeSchema = z
  .string()
  .regex(LANGUAGE_CODE_PATTERN, 'must be a language code such as zh-TW');

/** A path of the app's router (`/funds/swap`, `/mine/help_center`): segments of letters, digits, `_` and `-`. */
export const routePathSchema = z
  .string()
  .max(100)
  .regex(/^(\/[A-Za-z0-9][A-Za-z0-9_-]*)+$/, 'must be an app path such as /funds/swap');

/**
 * A non-negative decimal string (no sign, no exponent, no separators) of at most `digits` whole digits and `scale`
 * decimals: the bound is in the pattern, so a value past it never reaches a numeric column or a calculation.
 */
export const unsignedDecimalString = (digits: number, scale: number) =>
  z
    .string()
    .trim()
    .regex(
      new RegExp(`^\\d{1,${digits}}(\\.\\d{1,${scale}})?$`),
      `must be a decimal below 10^${digits} with at most ${scale} decimals`,
    );

/** `unsignedDecimalString` that is above zero. */
export const positiveDecimalString = (digits: number, scale: number) =>
  unsignedDecimalString(digits, scale).refine((value) => /[1-9]/.test(value), 'must be greater than zero');

/** Ids of tables keyed by a PostgreSQL `integer` (instruments): a larger number is a 500 there, not a 404. */
export const INT4_MAX = 2_147_483_647;
export const int4IdSchema = z.number().int().positive().max(INT4_MAX);
