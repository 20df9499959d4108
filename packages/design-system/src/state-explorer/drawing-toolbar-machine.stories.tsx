import { drawingToolbarMachine } from '@exchange/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { createActor, type Actor } from 'xstate';
import { StateExplorer } from './state-explorer.tsx';

type ToolbarActor = Actor<typeof drawingToolbarMachine>;

function DrawingToolbarExplorer({ scenario }: { scenario?: (actor: ToolbarActor) => void }) {
  const [actor] = useState(() => {
    const created = createActor(drawingToolbarMachine);
    created.start();
    scenario?.(created);
    return created;
  });
  useEffect(
    () => () => {
      actor.stop();
    },
    [actor],
  );
  return (
    <StateExplorer
      title="Drawing toolbar"
      actor={actor}
      events={[
        { event: { type: 'toolbar.toggled' }, label: 'Toggle toolbar' },
        { event: { type: 'magnet.toggled' }, label: 'Magnet button' },
        { event: { type: 'magnet.selected', mode: 'weak_magnet' }, label: 'Pick weak magnet' },
        { event: { type: 'magnet.selected', mode: 'strong_magnet' }, label: 'Pick strong magnet' },
        { event: { type: 'lock.toggled' }, label: 'Toggle lock' },
        { event: { type: 'visibility.toggled' }, label: 'Toggle visibility' },
        { event: { type: 'tool.selected', tool: 'gannBox' }, label: 'Pick gann box' },
        { event: { type: 'tool.selected', tool: 'anyWaves' }, label: 'Pick any waves' },
        { event: { type: 'tool.pointAdded' }, label: 'Click a point' },
        { event: { type: 'tool.finished' }, label: 'Finish drawing' },
        { event: { type: 'tool.cancelled' }, label: 'Cancel drawing' },
        { event: { type: 'drawings.removeAll' }, label: 'Remove all drawings' },
      ]}
    />
  );
}

const meta = {
  title: 'Machines/Drawing toolbar',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'State value' });

export const Default: Story = {
  render: () => <DrawingToolbarExplorer />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(stateOf(canvasElement)).toHaveTextContent('magnet.normal');
    await expect(canvas.getByRole('button', { name: 'Click a point' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Magnet button' }));
    await expect(stateOf(canvasElement)).toHaveTextContent('magnet.weak_magnet');
  },
};

export const LockedStrongMagnet: Story = {
  render: () => (
    <DrawingToolbarExplorer
      scenario={(actor) => {
        actor.send({ type: 'lock.toggled' });
        actor.send({ type: 'magnet.selected', mode: 'strong_magnet' });
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(stateOf(canvasElement)).toHaveTextContent('lock.locked');
    await expect(stateOf(canvasElement)).toHaveTextContent('magnet.strong_magnet');
    // The magnet button remembers the strong magnet.
    await userEvent.click(canvas.getByRole('button', { name: 'Magnet button' }));
    await expect(stateOf(canvasElement)).toHaveTextContent('magnet.normal');
    await userEvent.click(canvas.getByRole('button', { name: 'Magnet button' }));
    await expect(stateOf(canvasElement)).toHaveTextContent('magnet.strong_magnet');
  },
};

export const CollapsedAndHidden: Story = {
  render: () => (
    <DrawingToolbarExplorer
      scenario={(actor) => {
        actor.send({ type: 'toolbar.toggled' });
        actor.send({ type: 'visibility.toggled' });
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(stateOf(canvasElement)).toHaveTextContent('toolbar.collapsed');
    await expect(stateOf(canvasElement)).toHaveTextContent('visibility.hidden');
  },
};

export const DrawingGannBox: Story = {
  render: () => (
    <DrawingToolbarExplorer
      scenario={(actor) => {
        actor.send({ type: 'tool.selected', tool: 'gannBox' });
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/"pointsRemaining": 3/)).toBeInTheDocument();
    for (let click = 0; click < 3; click++) {
      await userEvent.click(canvas.getByRole('button', { name: 'Click a point' }));
    }
    await expect(stateOf(canvasElement)).toHaveTextContent('tool.idle');
    await expect(canvas.getByRole('list', { name: 'Emitted events' })).toHaveTextContent(
      'tool.completed',
    );
  },
};

/** The same panel in the light theme, so the accessibility check covers its contrast too. */
export const LockedStrongMagnetLight: Story = {
  ...LockedStrongMagnet,
  globals: { theme: 'light' },
};

/** Right-to-left, as Arabic renders it. */
export const LockedStrongMagnetRtl: Story = {
  ...LockedStrongMagnet,
  globals: { locale: 'ar' },
};
