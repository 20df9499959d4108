import lateFontUrl from '@fontsource-variable/noto-sans-mono/files/noto-sans-mono-latin-wght-normal.woff2?url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountChart } from './test-mount.tsx';

// A canvas does not wait for web fonts: klinecharts measures and draws its texts with whatever
// face is there at the time (a fallback), and the browser only starts loading the web font then.
describe('<Chart> web fonts', () => {
  const face = new FontFace('Chart Late Face', `url("${lateFontUrl}")`);
  afterEach(() => {
    document.fonts.delete(face);
    document.body.style.fontFamily = '';
  });

  it('lays out and redraws its canvas again once a web font it draws with has loaded', async () => {
    // The page names a face the browser does not have yet: the chart's texts are drawn with a
    // fallback first.
    document.body.style.fontFamily = '"Chart Late Face", sans-serif';
    const { chart } = await mountChart({ locale: 'en-US' });
    expect(chart.getStyles().xAxis.tickText.family).toContain('Chart Late Face');
    const resize = vi.spyOn(chart, 'resize');

    document.fonts.add(face);
    await face.load();
    await vi.waitFor(() => {
      expect(resize).toHaveBeenCalled();
    });
  });

  it('stops listening once unmounted', async () => {
    const { chart, screen } = await mountChart({ locale: 'en-US' });
    const resize = vi.spyOn(chart, 'resize');
    await screen.unmount();
    document.fonts.dispatchEvent(new Event('loadingdone'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(resize).not.toHaveBeenCalled();
  });
});
