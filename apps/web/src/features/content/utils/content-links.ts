import { paths } from '@/config/paths';
import type { ArticleKind } from '../api/content-queries';

/** Where each kind of article opens: news and announcements under /message, help under /mine, lessons in college. */
const DETAIL_PATHS: Record<ArticleKind, string> = {
  news: paths.messageNewsDetail.path,
  announcement: paths.messageAnnouncementDetail.path,
  help: paths.mineHelpArticleDetail.path,
  college: paths.collegeDetail.path,
};

/** The lists the detail screens go back to. */
export const LIST_PATHS: Record<ArticleKind, string> = {
  news: paths.news.path,
  announcement: paths.announcement.path,
  help: paths.mineHelpCenter.path,
  college: paths.collegeList.path,
};

export const articlePath = (kind: ArticleKind, id: number) => `${DETAIL_PATHS[kind]}?id=${id}`;

export const helpCategoryPath = (categoryId: number) =>
  `${paths.mineHelpArticle.path}?categoryId=${categoryId}`;

/** A document by code on /text_preview (the privacy clause has its own /privacy_policy). */
export const documentPath = (code: string) => `${paths.textPreview.path}?code=${encodeURIComponent(code)}`;

/** `?code=` of /text_preview when it is a document code the server could hold (3–40 lowercase letters or _). */
export function documentCodeParam(value: string | null): string | null {
  return value !== null && /^[a-z_]{3,40}$/.test(value) ? value : null;
}
