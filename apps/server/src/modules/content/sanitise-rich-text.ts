import sanitizeHtml from 'sanitize-html';

/** Links may go to the web or open mail; nothing else (no javascript:, data:, vbscript:, relative tricks). */
const LINK_URL = /^(https?:\/\/|mailto:)/i;
/** Images come from https hosts or this site's uploads. */
const IMAGE_URL = /^(https:\/\/|\/uploads\/)/i;
/** Whitespace and controls a browser skips inside a URL scheme (`jav&#x09;ascript:`). */
// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const SKIPPED_IN_SCHEME = /[\u0000-\u0020\u007F-\u009F]/g;

const isSafe = (value: string | undefined, pattern: RegExp) =>
  value !== undefined && value === value.trim() && pattern.test(value.replace(SKIPPED_IN_SCHEME, ''));

/**
 * A conservative allow-list (issue 21 §4): text structure, links and images, simple tables. No style, no event
 * handlers, no embedding tags. `transformTags` drops a link's or image's URL unless it starts with an allowed scheme
 * (after entities are decoded), and forces `rel` on links; the library's own scheme check stays on behind it.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'title',
    'xmp',
    'noembed',
    'noframes',
    'template',
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const { href, target } = attribs;
      return {
        tagName,
        attribs: {
          ...(isSafe(href, LINK_URL) ? { href: href! } : {}),
          ...(target === '_blank' ? { target } : {}),
          rel: 'noopener noreferrer',
        },
      };
    },
    img: (tagName, attribs) => {
      const { src, alt } = attribs;
      return {
        tagName,
        attribs: { ...(isSafe(src, IMAGE_URL) ? { src: src! } : {}), ...(alt !== undefined ? { alt } : {}) },
      };
    },
  },
  // An image whose source was refused shows nothing; drop it rather than keep an empty tag.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The HTML a rich-text body is stored and served as: only what OPTIONS allows survives. */
export const sanitiseRichText = (html: string): string => sanitizeHtml(html, OPTIONS);
