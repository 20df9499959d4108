import { expect, waitFor } from 'storybook/test';

// Stories only (never app code).

/**
 * Wait until the shell around a page has settled: the footer's network status has measured a
 * round trip ("Network: Stable"). A page kept loading or failed on purpose settles at once, so
 * its visual baseline would otherwise catch the footer still "Connecting" on one run and not on
 * the next.
 *
 * @example play: async () => { await expect(await screen.findByRole('status', …)).toBeVisible(); await shellSettled(); }
 */
export async function shellSettled(): Promise<void> {
  await waitFor(
    () =>
      expect(document.querySelector('footer [role="status"][data-state="stable"]')).not.toBeNull(),
    { timeout: 8000 },
  );
}
