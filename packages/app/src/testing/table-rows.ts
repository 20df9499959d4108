import { expect, screen, waitFor, within } from 'storybook/test';

// Stories only: the tables of the app's stories read by role (a row with cells is a body row).

/** The body rows (not the header) of a table. */
export function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);
}

/**
 * The table named `name` once it shows `count` body rows.
 *
 * @example const history = await tableWithRows('Option history', 3);
 */
export async function tableWithRows(name: string, count: number): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(bodyRows(table)).toHaveLength(count));
  return table;
}
