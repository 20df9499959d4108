import { expect, screen, waitFor, within } from 'storybook/test';

// Stories only: the tables of the app's stories read by role (a row with cells is a body row).

/** The body rows (not the header) of a table. */
export function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);
}

/**
 * The body rows of `table` once it has loaded (no longer `aria-busy`: its loading row has a cell
 * too) and shows `count` of them.
 *
 * @example const [won] = await loadedRows(await screen.findByRole('table'), 1);
 */
export async function loadedRows(table: HTMLElement, count: number): Promise<HTMLElement[]> {
  await waitFor(async () => {
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    await expect(bodyRows(table)).toHaveLength(count);
  });
  return bodyRows(table);
}

/**
 * The table named `name` once it has loaded and shows `count` body rows.
 *
 * @example const history = await tableWithRows('Option history', 3);
 */
export async function tableWithRows(name: string, count: number): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name });
  await loadedRows(table, count);
  return table;
}

/**
 * The newest table named `name` in the document: this story's. In the visual harness an earlier
 * story's page can stay mounted beside this one (its canvas is only hidden once the next story
 * has run), so the first table of that name may be another story's.
 *
 * @example const history = await newestTable('Option history');
 */
export async function newestTable(name: string): Promise<HTMLElement> {
  const tables = await screen.findAllByRole('table', { name });
  const table = tables.at(-1);
  if (!table) throw new Error(`No table named ${name}`);
  return table;
}
