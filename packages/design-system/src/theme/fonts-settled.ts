/**
 * Resolves once every web font the page's text needs has loaded, so what is measured or
 * screenshotted next is drawn with the fonts we ship (fonts.css), not a fallback shown meanwhile
 * (`font-display: swap`).
 *
 * `document.fonts.ready` alone is not enough: a face only starts loading when layout first
 * needs one of its characters, and a canvas (the chart) asks for its faces when it draws. So:
 * lay out, let a frame paint, wait for the loads that started, and repeat until a frame starts
 * none.
 *
 * @example render(<Book />); await fontsSettled(); expect(title.getBoundingClientRect().height)…
 */
export async function fontsSettled(): Promise<void> {
  for (let round = 0; round < 20; round += 1) {
    // Reading a size lays the page out, which starts the loads its text needs.
    document.body.getBoundingClientRect();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    if (document.fonts.status === 'loaded') return;
    await document.fonts.ready;
  }
  throw new Error('web fonts kept loading for 20 frames');
}
