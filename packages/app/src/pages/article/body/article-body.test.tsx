import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { ArticleBody } from './article-body.tsx';
import { sanitiseArticle } from './sanitise-article.ts';

declare global {
  interface Window {
    articleBodyAttack?: string;
  }
}

const HOSTILE = [
  '<h2>Title</h2>',
  '<script>window.articleBodyAttack = "script"</script>',
  '<img src="data:," alt="" onerror="window.articleBodyAttack = \'onerror\'">',
  '<a href="javascript:window.articleBodyAttack = \'link\'">Click me</a>',
  '<a href=" JaVaScRiPt:window.articleBodyAttack = \'link\'">Spaced</a>',
  '<iframe src="https://evil.example/"></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<form action="https://evil.example/"><input name="password"></form>',
  '<p onclick="window.articleBodyAttack = \'click\'" style="color: red">Text</p>',
].join('');

/** The body in a memory router (ArticleBody routes in-site links), at `/`. */
async function renderBody(html: string) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <ArticleBody html={html} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const screen = await render(<RouterProvider router={router} />);
  await expect.element(screen.getByText(/./).first()).toBeInTheDocument();
  return { screen, router, root: screen.container };
}

describe('sanitiseArticle', () => {
  it('removes scripts, handlers, javascript: links, frames, objects, forms and styles', () => {
    const clean = sanitiseArticle(HOSTILE);
    expect(clean).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<object|<form|<input/i);
    expect(clean).not.toMatch(/style=/);
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('<p>Text</p>');
  });

  it('rewrites article links and opens other sites in a new tab', () => {
    const clean = sanitiseArticle(
      '<a href="/article/article/12">Fees</a><a href="https://example.org/x" target="_self">Out</a>' +
        '<a href="mailto:help@example.org">Mail</a>',
    );
    const doc = new DOMParser().parseFromString(clean, 'text/html');
    const [fees, out, mail] = Array.from(doc.querySelectorAll('a'));
    expect(fees?.getAttribute('href')).toBe('/article/detail?article_id=12');
    expect(fees?.hasAttribute('target')).toBe(false);
    expect(out?.getAttribute('target')).toBe('_blank');
    expect(out?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(mail?.hasAttribute('target')).toBe(false);
  });
});

describe('ArticleBody', () => {
  it('renders a hostile body inert', async () => {
    delete window.articleBodyAttack;
    const { root } = await renderBody(HOSTILE);
    expect(root.querySelector('h2')?.textContent).toBe('Title');
    expect(root.querySelector('script, iframe, object, embed, form, input')).toBeNull();
    const image = root.querySelector('img');
    expect(image).not.toBeNull();
    expect(image?.getAttribute('onerror')).toBeNull();
    const links = Array.from(root.querySelectorAll('a'));
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
      link.click();
    }
    const paragraph = root.querySelector('p');
    expect(paragraph?.getAttribute('onclick')).toBeNull();
    expect(paragraph?.getAttribute('style')).toBeNull();
    paragraph?.click();
    // Give a failed image's error event time to fire, had its handler survived.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(window.articleBodyAttack).toBeUndefined();
  });

  it('points /article/article/{id} links at the detail page and follows them in the app', async () => {
    const { screen, router } = await renderBody(
      '<p>See <a href="/article/article/7">the fee rates</a>.</p>',
    );
    const link = screen.getByRole('link', { name: 'the fee rates' });
    await expect.element(link).toHaveAttribute('href', '/article/detail?article_id=7');
    await link.click();
    await expect.poll(() => router.state.location.href).toBe('/article/detail?article_id=7');
  });
});
