import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for rich-text fields (event name, address, RSVP message): the formatting a text
 * editor produces, nothing that runs. Applied when rich text is stored and again when it is read,
 * so older or hand-inserted rows cannot carry script either.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'blockquote'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    span: ['style'],
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** Plain text from rich text (titles, link previews, calendar entries). */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h[1-3]|li|blockquote)>|<br\s*\/?>/gi, ' '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** A link or image address a guest's browser may follow: http(s) or a path on this site; else ''. */
export function safeUrl(value: unknown): string {
  if (typeof value !== 'string') return '';
  const url = value.trim();
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\/[^\s"'<>]+$/i.test(url) ? url : '';
}
