import { describe, expect, it } from 'vitest';
import { allowedExternalUrl } from './external-link';

describe('the external support link', () => {
  it('opens only absolute https links', () => {
    expect(allowedExternalUrl('https://support.example.com/chat?id=1')).toBe(
      'https://support.example.com/chat?id=1',
    );
    for (const refused of [
      'http://support.example.com',
      'javascript:alert(1)',
      'data:text/html,hi',
      '//support.example.com',
      '/mine',
      'https://user:secret@support.example.com',
      '',
      null,
    ])
      expect(allowedExternalUrl(refused), String(refused)).toBeNull();
  });
});
