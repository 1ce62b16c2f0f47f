import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentBody } from '../src/content-body';

const RICH = 2;
const MARKDOWN = 1;

describe('ContentBody', () => {
  it('rebuilds rich text from its allow-list: structure, safe links and images stay', () => {
    const { container } = render(
      <ContentBody
        format={RICH}
        body={
          '<h2>Fees</h2><p>Read <strong>this</strong> and <a href="https://example.com/a">that</a>.</p>' +
          '<ul><li>one</li></ul><img src="/uploads/a.png" alt="chart"><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>'
        }
      />,
    );
    expect(screen.getByRole('heading', { name: 'Fees' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'that' });
    expect(link.getAttribute('href')).toBe('https://example.com/a');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('img', { name: 'chart' }).getAttribute('src')).toBe('/uploads/a.png');
    expect(container.querySelector('td')?.getAttribute('colspan')).toBe('2');
  });

  it('drops what a body that slipped past the server could carry: scripts, handlers, bad URLs, frames', () => {
    const { container } = render(
      <ContentBody
        format={RICH}
        body={
          '<p onclick="alert(1)" style="color:red">hi</p><script>window.__x=1</script>' +
          '<a href="javascript:alert(1)">bad</a><img src="http://evil.test/x.png" onerror="alert(1)">' +
          '<iframe src="https://evil.test"></iframe><svg><script>alert(1)</script></svg><div data-x="1">kept text</div>'
        }
      />,
    );
    const html = container.innerHTML;
    expect(html).not.toMatch(/onclick|onerror|style=|script|iframe|svg|javascript:|evil\.test|data-x/i);
    expect(screen.getByText('hi')).toBeTruthy();
    expect(screen.getByText('bad').getAttribute('href')).toBeNull();
    expect(screen.getByText('kept text')).toBeTruthy();
    // Raw-text and embedding tags go whole: their content is code, not text to read.
    expect(container.textContent).not.toMatch(/alert|__x/);
    expect((window as unknown as { __x?: number }).__x).toBeUndefined();
  });

  it('renders markdown as elements and shows HTML in it as text', () => {
    const { container } = render(
      <ContentBody
        format={MARKDOWN}
        body={'## Title\n\nSome **bold** <img src=x onerror=alert(1)> [x](javascript:alert(1))'}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Title' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(screen.getByText('x').getAttribute('href')).toBeFalsy();
  });

  it('keeps the body’s own direction', () => {
    const { container } = render(<ContentBody format={MARKDOWN} body="مرحبا" dir="rtl" />);
    expect(container.firstElementChild?.getAttribute('dir')).toBe('rtl');
  });
});
