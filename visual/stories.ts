import { composeStories, type ReactRenderer } from '@storybook/react-vite';
import type { Args, ComposedStoryFn } from 'storybook/internal/types';

type StoryModule = Parameters<typeof composeStories>[0];
type Composed = ComposedStoryFn<ReactRenderer, Partial<Args>>;

export interface VisualStory {
  /** `file › Story` — also the baseline's file name. */
  name: string;
  story: Composed;
}

const modules = import.meta.glob<StoryModule>(
  ['../packages/*/src/**/*.stories.tsx', './**/*.stories.tsx'],
  { eager: true },
);

/** Every story tagged 'visual', in a stable order. */
export function visualStories(): VisualStory[] {
  const found: VisualStory[] = [];
  for (const [file, mod] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    const stories: Record<string, Composed> = composeStories(mod);
    for (const [exportName, story] of Object.entries(stories)) {
      if (!story.tags.includes('visual')) continue;
      const base = file
        .replace(/^.*\/src\//, '')
        .replace(/^\.\//, 'visual/')
        .replace(/\.stories\.tsx$/, '');
      found.push({ name: `${base.replaceAll('/', '-')}--${exportName}`, story });
    }
  }
  return found;
}
