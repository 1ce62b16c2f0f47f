import { describe, expect, it } from 'vitest';
import { sanitiseRichText } from '../../src/modules/content/index';
import { FORBIDDEN_IN_OUTPUT, OWASP_VECTORS } from './owasp-vectors';

/*
 * The rich-text sanitiser on its own: the OWASP filter-evasion vectors come out harmless, and the allowed markup
 * survives. content-api.test.ts sends the same vectors through the staff API and reads them back from the app API.
 */
describe('the rich-text sanitiser', () => {
  it('holds at least 40 vectors', () => {
    expect(OWASP_VECTORS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(OWASP_VECTORS.map((vector, index) => [index, vector]))(
    'vector %i is harmless: %s',
    (_index, vector) => {
      const output = sanitiseRichText(vector);
      for (const [what, pattern] of FORBIDDEN_IN_OUTPUT)
        expect(output, `${what} in ${output}`).not.toMatch(pattern);
      // Sanitising is stable: what is stored sanitises to itself.
      expect(sanitiseRichText(output)).toBe(output);
    },
  );

  it('keeps the allowed structure and forces rel on links', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<blockquote>q</blockquote><pre><code>x = 1</code></pre>' +
      '<a href="https://example.com/a" target="_blank" rel="opener">web</a> <a href="mailto:a@example.com">mail</a>' +
      '<img src="https://cdn.example.com/a.png" alt="a"><img src="/uploads/content/b.png" alt="b">' +
      '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td colspan="2">d</td></tr></tbody></table>';
    expect(sanitiseRichText(html)).toBe(
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br /></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
        '<blockquote>q</blockquote><pre><code>x = 1</code></pre>' +
        '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">web</a> ' +
        '<a href="mailto:a@example.com" rel="noopener noreferrer">mail</a>' +
        '<img src="https://cdn.example.com/a.png" alt="a" /><img src="/uploads/content/b.png" alt="b" />' +
        '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td colspan="2">d</td></tr></tbody></table>',
    );
  });

  it('drops an image from http or another path, and a link to a relative or protocol-relative address', () => {
    expect(sanitiseRichText('<img src="http://example.com/a.png"><img src="/api/x.png">')).toBe('');
    expect(sanitiseRichText('<a href="//evil.example">x</a><a href="/mine">y</a>')).toBe(
      '<a rel="noopener noreferrer">x</a><a rel="noopener noreferrer">y</a>',
    );
  });

  it('drops headings outside h2–h4, divs and spans but keeps their text', () => {
    expect(sanitiseRichText('<h1>a</h1><h5>b</h5><div><span>c</span></div>')).toBe('abc');
  });
});
