import { drawingToolbarMachine, socketMachine } from '@exchange/machines';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createActor, SimulatedClock } from 'xstate';
import { StateExplorer } from './state-explorer.tsx';

describe('StateExplorer', () => {
  it('shows the state value and context, and sends the events the machine accepts', async () => {
    const actor = createActor(drawingToolbarMachine).start();
    const screen = await render(
      <StateExplorer
        title="Drawing toolbar"
        actor={actor}
        events={[
          { event: { type: 'lock.toggled' } },
          { event: { type: 'tool.pointAdded' }, label: 'Add a point' },
        ]}
      />,
    );
    await expect.element(screen.getByRole('heading', { name: 'Drawing toolbar' })).toBeVisible();
    await expect
      .element(screen.getByRole('status', { name: 'State value' }))
      .toHaveTextContent('lock.unlocked');
    await expect.element(screen.getByText('"lastMagnet": "weak_magnet"')).toBeInTheDocument();
    // No tool is active, so a point cannot be added now.
    await expect.element(screen.getByRole('button', { name: 'Add a point' })).toBeDisabled();
    await screen.getByRole('button', { name: 'lock.toggled' }).click();
    await expect
      .element(screen.getByRole('status', { name: 'State value' }))
      .toHaveTextContent('lock.locked');
    expect(actor.getSnapshot().matches({ lock: 'locked' })).toBe(true);
  });

  it('advances the simulated clock, runs outside-world controls and logs emitted events', async () => {
    const clock = new SimulatedClock();
    const sockets: { open: () => void; message: (frame: string) => void }[] = [];
    const actor = createActor(socketMachine, {
      clock,
      input: {
        createSocket: (on) => {
          sockets.push(on);
          return { send: () => undefined, close: () => undefined };
        },
      },
    }).start();
    const screen = await render(
      <StateExplorer
        title="Socket"
        actor={actor}
        clock={clock}
        events={[{ event: { type: 'socket.retry' } }]}
        controls={[
          { label: 'Server accepts', run: () => sockets.at(-1)?.open() },
          {
            label: 'Server pushes a notice',
            run: () =>
              sockets
                .at(-1)
                ?.message(
                  '{"cmd":"notify","data":{"type":50,"key":"","device_type":"10","msg":""}}',
                ),
          },
        ]}
      />,
    );
    await expect.element(screen.getByRole('button', { name: 'socket.retry' })).toBeDisabled();
    await screen.getByRole('button', { name: 'Server accepts' }).click();
    await expect
      .element(screen.getByRole('status', { name: 'State value' }))
      .toHaveTextContent('connection.open');
    await screen.getByRole('button', { name: 'Server pushes a notice' }).click();
    await screen.getByRole('button', { name: 'Advance 16 ms' }).click();
    await expect
      .element(screen.getByRole('status', { name: 'Simulated time' }))
      .toHaveTextContent('16 ms');
    await expect
      .element(screen.getByRole('list', { name: 'Emitted events' }))
      .toHaveTextContent('socket.messages');
  });
});
