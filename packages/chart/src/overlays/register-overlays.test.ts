import { getOverlayClass, getSupportedOverlays } from 'klinecharts';
import { describe, expect, it } from 'vitest';
import { DRAWING_TOOLS } from '../config/drawing-tools.ts';
import { registerChartOverlays } from './register-overlays.ts';

/** SPEC.md section 4: the clicks (klinecharts steps) after which a drawing is complete. */
const STEPS: Record<string, number> = {
  fibonacciExtension: 4,
  gannBox: 3,
  threeWaves: 5,
  fiveWaves: 7,
  eightWaves: 10,
  abcd: 5,
  xabcd: 6,
  anyWaves: Number.MAX_SAFE_INTEGER,
};

describe('registerChartOverlays', () => {
  it('makes every toolbar tool available to klinecharts', () => {
    registerChartOverlays();
    const supported = getSupportedOverlays();
    for (const tool of DRAWING_TOOLS) expect(supported).toContain(tool.name);
  });

  it('completes each pattern after the number of points SPEC.md section 4 gives', () => {
    registerChartOverlays();
    for (const [name, steps] of Object.entries(STEPS)) {
      const Overlay = getOverlayClass(name);
      expect(Overlay, name).not.toBeNull();
      if (Overlay) expect(new Overlay().totalStep, name).toBe(steps);
    }
  });
});
