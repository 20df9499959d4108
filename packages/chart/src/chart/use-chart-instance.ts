import { dispose } from 'klinecharts';
import type { Chart, Options } from 'klinecharts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { registerChartOverlays } from '../overlays/register-overlays.ts';
import { initChart } from './init-chart.ts';

/**
 * Creates the klinecharts instance when the container mounts and disposes it when it unmounts
 * (a React 19 callback ref with cleanup). `initialOptions` is read once, at creation: starting
 * with the right timezone, locale and styles spares klinecharts a second Intl.DateTimeFormat and
 * a relayout at mount. klinecharts follows its container's size itself (its own ResizeObserver).
 */
export function useChartInstance(initialOptions: () => Options): {
  chart: Chart | null;
  containerRef: (node: HTMLDivElement | null) => (() => void) | undefined;
  disposeNow: () => void;
} {
  const [chart, setChart] = useState<Chart | null>(null);
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const optionsRef = useRef(initialOptions);
  useEffect(() => {
    optionsRef.current = initialOptions;
  });

  const containerRef = useCallback((element: HTMLDivElement | null) => {
    if (element === null) return undefined;
    registerChartOverlays();
    const instance = initChart(element, optionsRef.current());
    setChart(instance);
    setNode(element);
    return () => {
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
