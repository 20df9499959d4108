import { spyOn } from 'storybook/test';

// Stories only: what a page saves as a file (a CSV export, a poster) is an anchor it clicks with
// a `download` name; the click is recorded here instead of saving anything.

/** A file a page saved: its name and the start of its address (a data: or blob: URL). */
export interface SavedFile {
  name: string;
  href: string;
}

/**
 * Runs `act` with anchor clicks recorded instead of followed, and returns the files saved.
 * `act` gets the list as it grows, to wait for a save that follows an answer from the server.
 *
 * @example const [file] = await filesSavedBy(async (saved) => {
 *   await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
 *   await waitFor(() => expect(saved).toHaveLength(1));
 * });
 */
export async function filesSavedBy(
  act: (saved: readonly SavedFile[]) => Promise<void>,
): Promise<SavedFile[]> {
  const saved: SavedFile[] = [];
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, href: this.href });
  });
  try {
    await act(saved);
  } finally {
    click.mockRestore();
  }
  return saved;
}
