import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import styles from './footer.module.css';

/**
 * Query values as the router reads them back: `article_id=8` is the number 8. Passing the text
 * "8" would be written as `article_id=%228%22` by the router's JSON search serialiser.
 */
function searchOf(params: URLSearchParams): Record<string, unknown> {
  const search: Record<string, unknown> = {};
  params.forEach((value, key) => {
    search[key] =
      /^-?\d+(\.\d+)?$/.test(value) && String(Number(value)) === value ? Number(value) : value;
  });
  return search;
}

/** An in-app path goes through the router (query kept as search); anything else is external. */
export function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    const url = new URL(href, 'http://relative.invalid');
    return (
      <Link to={url.pathname} search={searchOf(url.searchParams)} className={styles.link}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={styles.link} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}
