import { describe, expect, it } from 'vitest';
import * as contracts from '@exchange/contracts/http/index';
import { FEEDBACK_IMAGES_MAX, FEEDBACK_TEXT_MAX, FEEDBACK_TYPES } from './feedback';
import { ARTICLE_PAGE_SIZE } from './content-queries';
import { CONTENT_NOT_FOUND_CODES } from '../utils/is-not-found';
import { contentErrors } from '@exchange/contracts/content-errors';

describe('content operation refs', () => {
  it('keeps the contract limits', () => {
    expect(ARTICLE_PAGE_SIZE).toBe(contracts.APP_ARTICLE_PAGE_SIZE);
    expect(FEEDBACK_TEXT_MAX).toBe(contracts.FEEDBACK_TEXT_MAX);
    expect(FEEDBACK_IMAGES_MAX).toBe(contracts.FEEDBACK_IMAGE_PARTS.length);
    expect(FEEDBACK_TYPES.map((type) => type.value)).toEqual(contracts.FEEDBACK_TYPES);
  });

  it('knows the not-found codes of the catalogue', () => {
    expect(CONTENT_NOT_FOUND_CODES).toEqual([
      contentErrors.CONTENT_ARTICLE_NOT_FOUND.code,
      contentErrors.CONTENT_DOCUMENT_NOT_FOUND.code,
      400,
    ]);
  });
});
