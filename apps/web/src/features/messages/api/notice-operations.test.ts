import { describe, expect, it } from 'vitest';
import * as contracts from '@exchange/contracts/http/index';
import {
  NOTICE_CATEGORIES,
  ORDER_NOTICE_CATEGORIES,
  SYSTEM_NOTICE_CATEGORY,
} from '../utils/notice-categories';
import { isAppLink, messageTarget } from '../utils/notice-link';

describe('notice operation refs', () => {
  it('keeps the contract categories', () => {
    expect([...NOTICE_CATEGORIES]).toEqual(contracts.NOTICE_CATEGORIES);
    expect([...ORDER_NOTICE_CATEGORIES]).toEqual(contracts.ORDER_NOTICE_CATEGORIES);
    expect(SYSTEM_NOTICE_CATEGORY).toBe(contracts.NoticeCategory.system);
  });
});

describe('message links', () => {
  it('follows routes of this app only', () => {
    expect(isAppLink('/c2c/list?order=55')).toBe(true);
    for (const link of [
      null,
      '',
      '//evil.example/x',
      'https://evil.example',
      'javascript:alert(1)',
      '/\\evil',
    ])
      expect(isAppLink(link), String(link)).toBe(false);
    expect(messageTarget({ id: 9, link: 'javascript:alert(1)' })).toBe('/message/order_detail?id=9');
  });
});
