import DOMPurify from 'dompurify';
import { rewriteArticleLink } from '../../../config/site-config.ts';

// An article's body is HTML from the server (session decision "Articles per language", SPEC.md
// section 2): it is rendered only after this pass, by ArticleBody and nothing else.

/** Elements removed with their content: nothing an article needs, each a way in or a trap. */
const FORBIDDEN_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'link',
  'meta',
  'base',
];

/** Inline styles would override the theme's colours; ids could clash with the page's. */
const FORBIDDEN_ATTRIBUTES = ['style', 'id', 'name'];

/** A private instance: the link hook below never reaches another DOMPurify user. */
const purify = DOMPurify(window);

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href');
  if (href === null) return;
  const rewritten = rewriteArticleLink(href.trim());
  node.setAttribute('href', rewritten);
  if (isExternal(rewritten)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else {
    node.removeAttribute('target');
  }
});

/** Whether a link leaves the site (another origin); mailto: and tel: links stay as they are. */
function isExternal(href: string): boolean {
  if (!/^(?:https?:)?\/\//i.test(href)) return false;
  return new URL(href, window.location.href).origin !== window.location.origin;
}

/**
 * The article's HTML with scripts, event handlers, `javascript:` links, frames, objects and
 * forms removed; `/article/article/{id}` links point at `/article/detail?article_id={id}` and
 * links to other sites open in a new tab with `rel="noopener noreferrer"`.
 *
 * @example sanitiseArticle('<p onclick="x()">Hi</p><script>x()</script>') // '<p>Hi</p>'
 */
export function sanitiseArticle(html: string): string {
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  });
}
