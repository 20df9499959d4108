import { useMemo, type MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { sanitiseArticle } from './sanitise-article.ts';
import styles from './article-body.module.css';

export interface ArticleBodyProps {
  /** The article's HTML as the server sends it. */
  html: string;
  className?: string;
}

/**
 * The one component that renders an article's HTML (help centre, help topics): sanitised by
 * {@link sanitiseArticle}, in the site's typography. A link inside the site (an article link
 * rewritten to /article/detail) moves through the router instead of reloading the app.
 *
 * @example <ArticleBody html={article.content} />
 */
export function ArticleBody({ html, className }: ArticleBodyProps) {
  const router = useRouter();
  const safe = useMemo(() => sanitiseArticle(html), [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (anchor === null || anchor.target === '_blank') return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || url.href === window.location.href) return;
    event.preventDefault();
    void router.navigate({ href: `${url.pathname}${url.search}${url.hash}` });
  };

  return (
    // The clicks are the links' own (keyboard activation of a link is a click too): the wrapper
    // only hands in-site ones to the router, so it needs no role or key handler of its own.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      // The text may fall back to English on an Arabic page: each body finds its own direction.
      dir="auto"
      className={className === undefined ? styles.body : `${styles.body} ${className}`}
      onClick={onClick}
      // Sanitised just above (scripts, handlers, javascript: links, frames and forms removed).
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
