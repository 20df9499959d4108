import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview.tsx';

// The story tests and the visual tests render stories with the same decorators, globals and
// accessibility checks as Storybook itself.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
