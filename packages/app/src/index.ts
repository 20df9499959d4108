export { PUBLIC_PATHS, guardedPath } from './route-guard.ts';
