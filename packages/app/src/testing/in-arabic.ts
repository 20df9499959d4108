import type { StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

type PagePlay = NonNullable<StoryObj['play']>;

/** A letter of the Arabic script: the page's text is the Arabic catalog's, not English. */
const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** The page's first-level heading, once it shows Arabic text. */
async function arabicHeading(canvas: HTMLElement): Promise<HTMLElement> {
  return waitFor(
    () => {
      const heading = canvas.querySelector<HTMLElement>('h1');
      if (heading === null || !ARABIC_LETTER.test(heading.textContent)) {
        throw new Error(`The page has no Arabic h1 (found: ${heading?.textContent ?? 'none'})`);
      }
      return heading;
    },
    { timeout: 8000 },
  );
}

/**
 * The Arabic, right-to-left variant of a page story: the same loaders and args in the `ar`
 * locale global (so the app loads the Arabic catalog and `<html dir="rtl">`), tagged `visual`
 * so the harness takes its baseline in both themes. The story's own play is not run (its texts
 * are English): this one checks that the document is Arabic and right to left and that the page's
 * heading is in Arabic, waits until nothing on the page is busy or loading, then runs `ready`,
 * the page's own checks in Arabic (e.g. waiting for its live data, so the baseline is stable).
 *
 * @example export const EmptyArabic: Story = inArabic(Empty);
 */
export function inArabic<S extends StoryObj>(story: S, ready?: PagePlay): S {
  const play: PagePlay = async (context) => {
    const html = document.documentElement;
    await waitFor(() => expect(html).toHaveAttribute('dir', 'rtl'));
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(getComputedStyle(await arabicHeading(context.canvasElement)).direction).toBe(
      'rtl',
    );
    await waitFor(
      () =>
        expect(
          context.canvasElement.querySelector('[aria-busy="true"], [data-state="loading"]'),
        ).toBeNull(),
      { timeout: 8000 },
    );
    await ready?.(context);
  };
  return {
    ...story,
    tags: [...(story.tags ?? []).filter((tag) => tag !== 'visual'), 'visual'],
    globals: { ...story.globals, locale: 'ar' },
    play,
  };
}
