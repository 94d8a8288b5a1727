import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown written in the repository, as the HTML the storefront puts on its pages. Markdown lets
 * HTML through, so whatever a file says, the result is sanitised with an allow-list: text
 * elements, links and images only; no script, style, iframe, form or event-handler attribute; a
 * link or image only to http(s), mailto, tel or an address on this site (never `javascript:` or
 * `data:`). Links to other sites open without handing them this page (rel noopener).
 */
const marked = new Marked({ gfm: true, breaks: false, async: false });

const SANITISE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'a',
    'img',
    'abbr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    abbr: ['title'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // A script's or style's text is dropped with it, not left on the page as words.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe'],
  // The page has its own h1 (the title); a heading written as h1 in a file becomes h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:\/\//i.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string, SANITISE).trim();
}
