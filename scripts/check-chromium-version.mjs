// Baselines depend on the exact Chromium build and fonts (STACK.md). Fail at once, naming both
// versions, rather than report every story as a pixel regression.
import {
  recordedChromiumVersion,
  runningChromiumVersion,
  versionFile,
} from './browser-version.mjs';

const running = runningChromiumVersion();
const recorded = recordedChromiumVersion();
if (recorded === null) {
  console.error(`No ${versionFile}: run "npm run test:visual:update" to make the baselines.`);
  process.exit(1);
}
if (running !== recorded) {
  console.error(
    `The visual baselines were made with Chromium ${recorded}, but this machine runs Chromium ${running}.\n` +
      `Re-baseline with "npm run test:visual:update", review the changed images in git, and commit them.`,
  );
  process.exit(1);
}
console.log(`Chromium ${running} matches the baselines.`);
