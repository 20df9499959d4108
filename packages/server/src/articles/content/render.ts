import type { ArticleText } from './types.ts';

// How a pack's plain-text article becomes what the tables store.

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** @example escapeHtml('a < b & "c"') // 'a &lt; b &amp; &quot;c&quot;' */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** @example bodyHtml(['One.', 'Two < three.']) // '<p>One.</p><p>Two &lt; three.</p>' */
function bodyHtml(paragraphs: readonly string[]): string {
  return paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
}

/**
 * What GET /articles?q= searches: title, summary and body as plain text, lower-cased (the query
 * is lower-cased the same way, so the match ignores case in every script).
 */
function searchText(text: ArticleText): string {
  return [text.title, text.summary, ...text.body].join('\n').toLowerCase();
}

/** The columns an article's text fills, in any language. */
export function textColumns(text: ArticleText) {
  return {
    title: text.title,
    summary: text.summary,
    content: bodyHtml(text.body),
    search_text: searchText(text),
  };
}
