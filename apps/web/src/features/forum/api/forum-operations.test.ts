import { describe, expect, it } from 'vitest';
import * as contracts from '@exchange/contracts/http/index';
import { forumErrors } from '@exchange/contracts/forum-errors';
import { FORUM_NOT_FOUND_CODES } from '../utils/is-not-found';
import { POST_BODY_MAX, REPLY_BODY_MAX, REPORT_REASONS, TITLE_MAX } from './forum-mutations';
import { POST_PAGE_SIZE, REPLY_PAGE_SIZE } from './forum-queries';

describe('forum operation refs', () => {
  it('keeps the contract limits', () => {
    expect(POST_PAGE_SIZE).toBe(contracts.FORUM_POST_PAGE_SIZE);
    expect(REPLY_PAGE_SIZE).toBe(contracts.FORUM_REPLY_PAGE_SIZE);
    expect(TITLE_MAX).toBe(contracts.FORUM_TITLE_MAX);
    expect(POST_BODY_MAX).toBe(contracts.FORUM_POST_BODY_MAX);
    expect(REPLY_BODY_MAX).toBe(contracts.FORUM_REPLY_BODY_MAX);
    expect(Object.fromEntries(REPORT_REASONS.map((reason) => [reason.key, reason.value]))).toEqual(
      contracts.ForumReportReason,
    );
  });

  it('knows the not-found code of the catalogue', () => {
    expect(FORUM_NOT_FOUND_CODES).toEqual([forumErrors.FORUM_POST_NOT_FOUND.code, 400]);
  });
});
