// Setup of the browser unit tests (vitest.config.ts): every component is tested as the app shows
// it, with the design system's styles (tokens, line height) and the fonts it ships, never with a
// font the machine happens to have (Chromium sees none: scripts/fonts/fonts.conf).
import { beforeAll } from 'vitest';
import '../styles.css';

// The Latin faces are there before the first render, so a test that measures English text measures
// it in them; a test showing other scripts waits for them with fontsSettled().
beforeAll(async () => {
  await Promise.all([
    document.fonts.load('16px "Noto Sans Variable"', 'Aa'),
    document.fonts.load('16px "Noto Sans Mono Variable"', 'Aa'),
  ]);
});
