import type { ConfigEntry } from '@exchange/api';

/** The site settings by key (`website_name` → entry). */
export type SiteConfig = ReadonlyMap<string, ConfigEntry>;

export const DEFAULT_BRAND = 'Exchange';
export const DEFAULT_QUOTE_NAME = 'USDC';

export function toSiteConfig(entries: readonly ConfigEntry[]): SiteConfig {
  return new Map(entries.map((entry) => [entry.keywords, entry]));
}

/** A setting's text, or `fallback` when it is missing or blank. */
export function configText(config: SiteConfig, key: string, fallback = ''): string {
  const value = config.get(key)?.content.trim();
  return value ? value : fallback;
}

/** A setting's link (content_url, else content), rewritten for this app. */
export function configLink(config: SiteConfig, key: string): string | null {
  const entry = config.get(key);
  const raw = entry?.content_url.trim() || entry?.content.trim();
  return raw ? rewriteArticleLink(raw) : null;
}

/** A setting's image or link address (content_url) as is, or null. */
export function configUrl(config: SiteConfig, key: string): string | null {
  const url = config.get(key)?.content_url.trim();
  return url ? url : null;
}

/**
 * SPEC.md section 2: an /article/article/{id} link becomes /article/detail?article_id={id}.
 *
 * @example rewriteArticleLink('/article/article/12') // '/article/detail?article_id=12'
 */
export function rewriteArticleLink(href: string): string {
  const match = /^(?:https?:\/\/[^/]+)?\/article\/article\/([^/?#]+)\/?$/.exec(href);
  return match?.[1] ? `/article/detail?article_id=${encodeURIComponent(match[1])}` : href;
}

/**
 * The customer-service link (SPEC.md section 2, footer "Support"): visitors go to /user/login;
 * a link with a `uid` query gets the user's id.
 */
export function customerServiceHref(link: string | null, userId: number | null): string | null {
  if (link === null) return null;
  if (userId === null) return '/user/login';
  const url = new URL(link, 'http://relative.invalid');
  if (!url.searchParams.has('uid')) return link;
  url.searchParams.set('uid', String(userId));
  return url.origin === 'http://relative.invalid'
    ? `${url.pathname}${url.search}${url.hash}`
    : url.href;
}
