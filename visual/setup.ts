import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as projectAnnotations from '../.storybook/preview.tsx';

// Same decorators and globals as Storybook. The stories tagged 'visual' run here only (the story
// tests leave them out): visual.test.tsx runs the a11y addon's check itself, after the screenshot.
setProjectAnnotations([projectAnnotations]);

// findBy*/waitFor wait up to 5 s, not Testing Library's 1 s: a page story loads its lazy route
// chunk and its MSW answers first, which on two shared cores under a parallel build took longer
// than a second (stories that passed alone failed in the visual run). What is asserted is the same.
configure({ asyncUtilTimeout: 5_000 });
