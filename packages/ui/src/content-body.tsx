import { clsx } from 'clsx';
import { createElement, useMemo } from 'react';
import type { ReactNode } from 'react';
import Markdown from 'react-markdown';
import type { Components, UrlTransform } from 'react-markdown';

/**
 * An article's or a document's body as the operator wrote it (issue 21 §4), in either format: markdown (1) or rich
 * text (2). Neither path ever hands a string to the browser as HTML (the apps' lint forbids it):
 * - markdown goes through react-markdown, which builds React elements and shows any HTML in the text as text;
 * - rich text arrives already sanitised by the server; it is parsed into an inert document (DOMParser runs no script
 *   and loads nothing) and rebuilt as React elements from a second allow-list, so even a body that slipped past the
 *   server's sanitiser can render only these tags and attributes.
 */
export const MARKDOWN_FORMAT = 1;
export const RICH_TEXT_FORMAT = 2;

/** How each allowed tag looks; the same in both formats. */
const TAG_CLASSES: Record<string, string> = {
  p: 'my-3 leading-relaxed',
  h1: 'mt-5 mb-2 text-xl font-semibold',
  h2: 'mt-5 mb-2 text-lg font-semibold',
  h3: 'mt-4 mb-2 text-base font-semibold',
  h4: 'mt-3 mb-1 text-sm font-semibold',
  ul: 'my-3 list-disc ps-5',
  ol: 'my-3 list-decimal ps-5',
  li: 'my-1',
  blockquote: 'my-3 border-s-4 border-border ps-3 text-muted',
  pre: 'my-3 overflow-x-auto rounded-lg bg-surface-sunken p-3 text-sm',
  code: 'rounded bg-surface-sunken px-1 font-mono text-[0.9em]',
  a: 'text-brand underline underline-offset-2',
  img: 'my-3 h-auto max-w-full rounded-lg',
  table: 'my-3 w-full border-collapse text-sm',
  th: 'border border-border px-2 py-1 text-start font-semibold',
  td: 'border border-border px-2 py-1',
  strong: 'font-semibold',
  em: 'italic',
  u: 'underline',
  s: 'line-through',
  hr: 'my-4 border-border',
};
const PLAIN_TAGS = new Set(['br', 'thead', 'tbody', 'tr']);

const LINK_URL = /^(https?:\/\/|mailto:)/i;
const IMAGE_URL = /^(https:\/\/|\/uploads\/)/i;
const SPAN = /^[1-9]\d?$/;

/** The attributes a rich-text element keeps, checked again here; anything else is dropped. */
function allowedProps(element: Element): Record<string, string> | null {
  const tag = element.tagName.toLowerCase();
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    return LINK_URL.test(href) ? { href, target: '_blank', rel: 'noopener noreferrer' } : {};
  }
  if (tag === 'img') {
    const src = element.getAttribute('src') ?? '';
    // An image from anywhere else is not shown at all.
    if (!IMAGE_URL.test(src)) return null;
    return { src, alt: element.getAttribute('alt') ?? '', loading: 'lazy' };
  }
  if (tag === 'td' || tag === 'th') {
    const props: Record<string, string> = {};
    for (const name of ['colSpan', 'rowSpan']) {
      const value = element.getAttribute(name.toLowerCase());
      if (value && SPAN.test(value)) props[name] = value;
    }
    return props;
  }
  return {};
}

const VOID_TAGS = new Set(['br', 'img', 'hr']);
/** Tags whose content is code or raw markup, not text to read: dropped whole (as the server's sanitiser does). */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
]);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return null;
  const children = Array.from(element.childNodes, toReact);
  const isAllowed = tag in TAG_CLASSES || PLAIN_TAGS.has(tag);
  // Any other tag outside the list keeps its text but not itself.
  if (!isAllowed) return children.length > 0 ? createElement('span', { key }, ...children) : null;
  const props = allowedProps(element);
  if (props === null) return null;
  const elementProps = { key, className: TAG_CLASSES[tag], ...props };
  return VOID_TAGS.has(tag)
    ? createElement(tag, elementProps)
    : createElement(tag, elementProps, ...children);
}

function RichText({ html }: { html: string }) {
  const nodes = useMemo(() => {
    const document = new DOMParser().parseFromString(html, 'text/html');
    return Array.from(document.body.childNodes, toReact);
  }, [html]);
  return <>{nodes}</>;
}

/** Markdown links and images follow the same rule as rich text; anything else becomes no URL. */
const markdownUrl: UrlTransform = (url, key) => {
  if (key === 'src') return IMAGE_URL.test(url) ? url : '';
  return LINK_URL.test(url) ? url : '';
};

const markdownComponents: Components = Object.fromEntries(
  Object.entries(TAG_CLASSES).map(([tag, className]) => [
    tag,
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- `node` is react-markdown's, not a DOM prop
    ({ node, ...props }: { node?: unknown; className?: string }) =>
      createElement(tag, {
        ...props,
        className: clsx(className, props.className),
        ...(tag === 'a' ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
        ...(tag === 'img' ? { loading: 'lazy' } : {}),
      }),
  ]),
);

export interface ContentBodyProps {
  /** 1 markdown, 2 rich text (sanitised HTML); any other value is shown as plain text. */
  format: number;
  body: string;
  /** The body's own direction (its language's), which may differ from the screen's. */
  dir?: 'ltr' | 'rtl';
  className?: string;
}

export function ContentBody({ format, body, dir, className }: ContentBodyProps) {
  const classes = clsx('break-words text-sm text-text', className);
  if (format === RICH_TEXT_FORMAT)
    return (
      <div dir={dir} className={classes}>
        <RichText html={body} />
      </div>
    );
  if (format === MARKDOWN_FORMAT)
    return (
      <div dir={dir} className={classes}>
        <Markdown urlTransform={markdownUrl} components={markdownComponents}>
          {body}
        </Markdown>
      </div>
    );
  return (
    <div dir={dir} className={clsx(classes, 'whitespace-pre-wrap')}>
      {body}
    </div>
  );
}
