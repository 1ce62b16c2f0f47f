import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { NoticeUnread } from '../api/get-notice-unread';
import type { NoticeCategory } from '../utils/notice-categories';
import { NOTICE_CATEGORIES, NOTICE_CATEGORY_NAMES } from '../utils/notice-categories';
import { UnreadCount } from './unread-count';

interface MessageCategoryTabsProps {
  /** The category shown, or null for all. */
  value: NoticeCategory | null;
  onChange: (category: NoticeCategory | null) => void;
  unread: NoticeUnread | undefined;
}

/** "All" and the seven categories, each with its unread count, as a row of chips that scrolls sideways. */
export function MessageCategoryTabs({ value, onChange, unread }: MessageCategoryTabsProps) {
  const { t } = useTranslation();
  const tabs = [
    { category: null, label: t('messages.categories.all'), count: unread?.total ?? 0 },
    ...NOTICE_CATEGORIES.map((category) => ({
      category,
      label: t(`messages.categories.${NOTICE_CATEGORY_NAMES[category]}`),
      count: unread?.byCategory[String(category)] ?? 0,
    })),
  ];
  return (
    <nav aria-label={t('messages.categoriesLabel')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2">
        {tabs.map((tab) => (
          <li key={tab.category ?? 'all'} className="shrink-0">
            <button
              type="button"
              aria-pressed={value === tab.category}
              onClick={() => onChange(tab.category)}
              className={clsx(
                'flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand',
                value === tab.category
                  ? 'border-brand bg-brand/10 text-brand'
                  : 'border-border bg-surface-raised text-text',
              )}
            >
              <span>{tab.label}</span>
              <UnreadCount count={tab.count} label={t('messages.unreadCount', { count: tab.count })} />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
