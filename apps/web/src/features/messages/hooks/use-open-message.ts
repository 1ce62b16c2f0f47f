import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Notice } from '../api/page-notices';
import { useReadNotices } from '../api/read-notices';
import { isAppLink, messageDetailPath } from '../utils/notice-link';

/**
 * Tapping a message: one with a link opens that screen and is marked read on the way (readNotices); one without
 * opens its detail, whose read (getNotice) marks it read.
 */
export function useOpenMessage() {
  const navigate = useNavigate();
  const { mutate: markRead } = useReadNotices();
  return useCallback(
    (notice: Pick<Notice, 'id' | 'link' | 'isRead'>) => {
      if (!isAppLink(notice.link)) {
        void navigate(messageDetailPath(notice.id));
        return;
      }
      if (!notice.isRead) markRead([{ ids: [notice.id] }]);
      void navigate(notice.link);
    },
    [markRead, navigate],
  );
}
