import { dispose } from 'klinecharts';
import type { Chart } from 'klinecharts';
import { useCallback, useState } from 'react';
import { registerChartOverlays } from '../overlays/register-overlays.ts';
import { initChart } from './init-chart.ts';

/**
 * Creates the klinecharts instance when the container mounts and disposes it when it unmounts
 * (a React 19 callback ref with cleanup), resizing it with its container.
 */
export function useChartInstance(): {
  chart: Chart | null;
  containerRef: (node: HTMLDivElement | null) => (() => void) | undefined;
  disposeNow: () => void;
} {
  const [chart, setChart] = useState<Chart | null>(null);
  const [node, setNode] = useState<HTMLDivElement | null>(null);

  const containerRef = useCallback((element: HTMLDivElement | null) => {
    if (element === null) return undefined;
    registerChartOverlays();
    const instance = initChart(element);
    setChart(instance);
    setNode(element);
    const observer = new ResizeObserver(() => {
      instance.resize();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      dispose(element);
      setChart(null);
      setNode(null);
    };
  }, []);

  const disposeNow = useCallback(() => {
    if (node) dispose(node);
    setChart(null);
  }, [node]);

  return { chart, containerRef, disposeNow };
}
