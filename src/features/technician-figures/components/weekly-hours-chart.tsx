import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import { log } from '../../../api/log';
import { formatHours, ukDate, type FigureWindowRows } from '../figures-report';

/*
 * The owner's weekly view: the whole garage's attended, clocked-on-jobs and sold hours per week,
 * drawn with uPlot, the library the MOT chart already brings (decision 012). It is imported only
 * when a weekly view is on screen; the tables below carry every number the chart draws.
 */

const HEIGHT = 240;

function themeColour(element: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export const chartSeries = [
  { key: 'attendedHours', label: 'Attended', colour: ['--wb-muted', '#4a5163'], dash: [6, 4] },
  { key: 'clockedOnJobsHours', label: 'Clocked on jobs', colour: ['--wb-primary', '#0033a0'], dash: undefined },
  { key: 'soldHours', label: 'Sold', colour: ['--wb-success', '#3c7e1d'], dash: [2, 3] },
] as const;

/** 'Whole garage, 4 weeks from 16/11/2026: attended 150.00 to 160.50 hours, …' for a screen reader. */
export function weeklySummary(windows: readonly FigureWindowRows[]): string {
  const first = windows[0];
  if (!first) return 'No weeks to show.';
  const parts = chartSeries.map((series) => {
    const values = windows.map((window) => window.garage[series.key]);
    const [low, high] = [Math.min(...values), Math.max(...values)];
    return `${series.label.toLowerCase()} from ${formatHours(low)} to ${formatHours(high)} hours`;
  });
  const weeks = windows.length === 1 ? '1 week' : `${windows.length} weeks`;
  return `Whole garage, ${weeks} from ${ukDate(first.from)}: ${parts.join('; ')}.`;
}

function options(element: HTMLElement, windows: readonly FigureWindowRows[]): uPlot.Options {
  const muted = themeColour(element, '--wb-muted', '#4a5163');
  const grid = themeColour(element, '--wb-border', '#c9cfdb');
  const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  const top = Math.max(1, ...windows.flatMap((window) => chartSeries.map((series) => window.garage[series.key])));
  return {
    width: element.clientWidth || 320,
    height: HEIGHT,
    cursor: { drag: { x: false, y: false } },
    legend: { show: false },
    scales: {
      x: { time: true, range: (_u, min, max) => [min - 3 * 86_400, max + 3 * 86_400] },
      y: { range: () => [0, top * 1.1] },
    },
    axes: [
      { ...axis, values: (_u, ticks) => ticks.map((tick) => dayMonth.format(new Date(tick * 1000))) },
      { ...axis, size: 48, values: (_u, ticks) => ticks.map((tick) => `${tick}h`) },
    ],
    series: [
      {},
      ...chartSeries.map((series) => {
        const colour = themeColour(element, series.colour[0], series.colour[1]);
        return {
          label: series.label,
          stroke: colour,
          width: 2,
          ...(series.dash ? { dash: [...series.dash] } : {}),
          points: { show: true, size: 8, fill: colour, stroke: colour },
        };
      }),
    ],
  };
}

/** The garage's hours per week as three lines, with a key and a summary a screen reader reads. */
export function WeeklyHoursChart({ windows }: { windows: readonly FigureWindowRows[] }) {
  const target = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = target.current;
    if (!element || windows.length === 0) return;
    let plot: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    const data: uPlot.AlignedData = [
      windows.map((window) => Date.parse(`${window.from}T12:00:00Z`) / 1000),
      ...chartSeries.map((series) => windows.map((window) => window.garage[series.key])),
    ];
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        plot = new UPlot(options(element, windows), data, element);
        observer = new ResizeObserver(() => plot?.setSize({ width: element.clientWidth, height: HEIGHT }));
        observer.observe(element);
      })
      .catch((error: unknown) => {
        log.warn(`The weekly chart could not be drawn: ${String(error)}`);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [windows]);

  return (
    <figure className="tf-chart">
      <h2 className="tf-chart__title">The whole garage, week by week</h2>
      <div ref={target} className="tf-chart__plot" role="img" aria-label={weeklySummary(windows)} />
      <figcaption className="tf-chart__key">
        {chartSeries.map((series) => (
          <span key={series.key} className={`tf-chart__mark tf-chart__mark--${series.key}`}>
            {series.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
