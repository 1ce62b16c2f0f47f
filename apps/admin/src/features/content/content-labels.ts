import i18next from 'i18next';
import { LANGUAGES } from '@exchange/contracts/reference/languages';
import type { ArticleKind, ArticleStatus } from '@exchange/contracts/http/content/index';
import { FeedbackType } from '@exchange/contracts/http/content/index';
import { NO_VALUE } from '@exchange/ui/format';

/** A product language as staff read it: its own name and its code, `简体中文 (zh)`; an unknown code as itself. */
export function languageText(code: string): string {
  const language = LANGUAGES.find((candidate) => candidate.code === code);
  return language ? `${language.name} (${code})` : code;
}

export const isRtlLanguage = (code: string) =>
  LANGUAGES.find((candidate) => candidate.code === code)?.rtl ?? false;

/** Something written per language (a body's title, a category's name): the staff's language's, else the first. */
export function inStaffLanguage<Item extends { language: string }>(items: readonly Item[]): Item | undefined {
  const staffLanguage = i18next.language;
  return items.find((item) => item.language === staffLanguage) ?? items[0];
}

export const titleOf = (bodies: readonly { language: string; title: string }[]) =>
  inStaffLanguage(bodies)?.title ?? NO_VALUE;

export const nameOf = (names: readonly { language: string; name: string }[]) =>
  inStaffLanguage(names)?.name ?? NO_VALUE;

/** The codes an item is written in: `en, zh`. */
export const languagesText = (items: readonly { language: string }[]) =>
  items.map((item) => item.language).join(', ') || NO_VALUE;

export const kindText = (kind: ArticleKind) => i18next.t(`content.kind.${kind}`);

export const statusText = (status: ArticleStatus) => i18next.t(`content.status.${status}`);

const FEEDBACK_TYPE_NAMES = Object.fromEntries(
  Object.entries(FeedbackType).map(([name, code]) => [code, name]),
) as Record<number, keyof typeof FeedbackType>;

export function feedbackTypeText(type: number): string {
  const name = FEEDBACK_TYPE_NAMES[type];
  return name ? i18next.t(`content.feedback.type.${name}`) : String(type);
}

/** A document code as a title: `privacy_clause` → the known name, else the code itself. */
export function documentText(code: string): string {
  const key = `content.document.code.${code}`;
  return i18next.exists(key) ? i18next.t(key as 'content.document.code.about_us') : code;
}
