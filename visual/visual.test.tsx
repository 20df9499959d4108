import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { fontsSettled } from '@exchange/design-system/fonts-settled';
import { afterEach as a11yAfterEach } from '@storybook/addon-a11y/preview';
import type { ReactRenderer } from '@storybook/react-vite';
import type { StoryContext } from 'storybook/internal/types';
import { type VisualStory, visualStories } from './stories.ts';

const themes = ['dark', 'light'] as const;

async function mountStory(run: (canvasElement: HTMLElement) => Promise<void>, theme: string) {
  // Storybook unmounts the previous story (and its portals) when the next one runs; removing its
  // DOM by hand would break React's unmount. Its emptied canvas only has to leave the layout.
  for (const old of document.querySelectorAll<HTMLElement>('[data-testid="visual-canvas"]')) {
    old.style.display = 'none';
    old.dataset.testid = 'visual-canvas-done';
  }
  document.documentElement.dataset.theme = theme;
  const canvasElement = document.createElement('div');
  canvasElement.dataset.testid = 'visual-canvas';
  canvasElement.style.display = 'inline-block';
  canvasElement.style.padding = '16px';
  canvasElement.style.minInlineSize = '200px';
  document.body.append(canvasElement);
  await run(canvasElement);
  // A submit button a story clicked keeps focus only if the server's answer came before its
  // loading state rendered (a loading button is disabled and drops focus), so its focus ring came
  // and went between runs. No story means to show a focused submit button: end without it.
  const focused = document.activeElement;
  if (focused instanceof HTMLButtonElement && focused.type === 'submit') focused.blur();
  // Every face the story's text needs (its scripts, its weights, the chart's canvas) must have
  // loaded, and the chart redrawn with them, before a pixel comparison means anything.
  await fontsSettled();
  return canvasElement;
}

/** The a11y addon's check of a story that has run (axe over the page), failing on a violation. */
async function checkAccessibility(story: VisualStory['story']): Promise<void> {
  const before = story.reporting.reports.length;
  await a11yAfterEach({
    ...({} as StoryContext<ReactRenderer>),
    id: story.id,
    reporting: story.reporting,
    parameters: story.parameters,
    globals: { ...story.globals, a11y: { manual: false } },
    viewMode: 'story',
  });
  const checks = story.reporting.reports.slice(before).filter((report) => report.type === 'a11y');
  const a11y = story.parameters.a11y as { test?: string; disable?: boolean } | undefined;
  // Axe ran unless the story turned it off, and found nothing.
  expect(checks.length > 0).toBe(a11y?.test !== 'off' && a11y?.disable !== true);
  expect(
    checks.filter((report) => report.status === 'failed').map((report) => report.result),
  ).toEqual([]);
}

describe('story', () => {
  const stories = visualStories();
  test('at least one story is marked for visual regression', () => {
    expect(stories.length).toBeGreaterThan(0);
  });
  for (const { name, story } of stories) {
    for (const theme of themes) {
      test(`${name} [${theme}]`, async () => {
        // The story test of a story tagged 'visual' is this one: its play function runs in both
        // themes, and in the dark theme the story tests use, its accessibility check (the a11y
        // addon's afterEach, axe). That check runs after the screenshot, as the addon's own
        // afterEach would take seconds on a busy machine and a toast the story shows is gone by then.
        await mountStory(
          (canvasElement) =>
            story.run({
              canvasElement,
              globals: { locale: 'en', ...story.globals, a11y: { manual: true }, theme },
            }),
          theme,
        );
        await expect
          .element(page.elementLocator(document.body))
          .toMatchScreenshot(`${name}-${theme}`);
        if (theme === 'dark') await checkAccessibility(story);
      });
    }
  }
});

// The harness proves itself: a one-unit colour change in one swatch must fail the comparison.
describe('harness', () => {
  function swatch(color: string) {
    const el = document.createElement('div');
    el.style.inlineSize = '40px';
    el.style.blockSize = '40px';
    el.style.background = color;
    document.body.append(el);
    return el;
  }

  test('harness: baseline swatch matches itself', async () => {
    const el = swatch('#2563eb');
    await expect.element(page.elementLocator(el)).toMatchScreenshot('harness-swatch');
  });

  test('harness: a one-unit colour change is caught', async () => {
    const el = swatch('#2563ec');
    await expect(
      expect
        .element(page.elementLocator(el), { timeout: 2000 })
        .toMatchScreenshot('harness-swatch'),
    ).rejects.toThrow(/screenshot/i);
  });
});
