import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as projectAnnotations from './preview.tsx';

// The story tests and the visual tests render stories with the same decorators, globals and
// accessibility checks as Storybook itself.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// findBy*/waitFor wait up to 5 s, not Testing Library's 1 s: a page story loads its lazy route
// chunk and its MSW answers first, which on two shared cores under a parallel build took longer
// than a second (stories that passed alone failed in the visual run). What is asserted is the same.
configure({ asyncUtilTimeout: 5_000 });
