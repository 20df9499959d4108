import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { useDocumentDirection } from './use-document-direction.ts';

function Probe() {
  return <output aria-label="direction">{useDocumentDirection()}</output>;
}

describe('useDocumentDirection', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('dir');
  });

  it('reads ltr by default and follows a later switch to rtl', async () => {
    const screen = await render(<Probe />);
    await expect.element(screen.getByLabelText('direction')).toHaveTextContent('ltr');
    document.documentElement.dir = 'rtl';
    await expect.element(screen.getByLabelText('direction')).toHaveTextContent('rtl');
  });
});
