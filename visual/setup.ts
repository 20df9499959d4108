import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from '../.storybook/preview.tsx';

// Same decorators and globals as Storybook; the accessibility checks already ran in the story tests.
setProjectAnnotations([projectAnnotations]);
