import { useEffect, useMemo, useRef } from 'react';
import type uPlot from 'uplot';
import { log } from '../../../api/log';
import type { MotTest } from '../../../../contract/vehicles/schemas';
import { formatMiles, hasRetest, mileagePoints, motDate, type MileagePoint } from '../mot-tests';

/*
 * The mileage chart uses uPlot (MIT, ~50 KB minified, ~22 KB gzipped, one maintainer since 2019,
 * no dependencies): a canvas time-series plotter, which is all this needs. Chart.js is 4–5 times
 * the size even tree-shaken, and recharts or d3 bundles more again. The library is imported only
 * when this component mounts, and this component is itself lazy, so neither reaches the home page.
 */

const HEIGHT = 220;
const DAY = 86_400;

function themeColour(element: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/** Thousands as '104k' on the axis; the legend and the table give exact figures. */
function axisMiles(value: number): string {
  return value >= 1000 ? `${Math.round(value / 1000)}k` : String(value);
}

const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'short', year: '2-digit' });

/** '2024' on a year's first day (uPlot puts yearly ticks there), else 'Mar 24': never the US month/day. */
function axisDate(seconds: number): string {
  const date = new Date(seconds * 1000);
  return date.getMonth() === 0 && date.getDate() === 1 ? String(date.getFullYear()) : monthYear.format(date);
}

function chartData(points: readonly MileagePoint[]): uPlot.AlignedData {
  return [
    points.map((point) => Date.parse(point.date) / 1000),
    points.map((point) => point.miles),
    points.map((point) => (point.passed ? point.miles : null)),
    points.map((point) => (point.passed ? null : point.miles)),
  ];
}

/**
 * The marks, in CSS pixels (uPlot strokes a mark's outline centred on a circle of diameter
 * size − width). Passed: a filled dot. Failed: a ring, hollow, whose inside is wider than the dot:
 * a failed test and its retest days later fall on one spot of a chart years wide, and there the
 * ring goes round the dot, both seen (and they differ without colour too).
 */
export const marks = {
  passed: { size: 9, width: 1 },
  failed: { size: 17, width: 3, fill: 'rgba(0, 0, 0, 0)' },
} as const;

/** A month, or 4% of the span, either side of the readings. */
const margin = (min: number, max: number) => Math.max((max - min) * 0.04, 30 * DAY);

function chartOptions(element: HTMLElement, points: readonly MileagePoint[]): uPlot.Options {
  const line = themeColour(element, '--wb-primary', '#0033a0');
  const passed = themeColour(element, '--wb-success', '#3c7e1d');
  const failed = themeColour(element, '--wb-danger', '#a4161a');
  const muted = themeColour(element, '--wb-muted', '#4a5163');
  const grid = themeColour(element, '--wb-border', '#c9cfdb');
  const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  const noLine = { paths: () => null, value: () => '' };
  const top = Math.max(...points.map((point) => point.miles));
  return {
    width: element.clientWidth || 320,
    height: HEIGHT,
    cursor: { drag: { x: false, y: false } },
    // uPlot's live legend shows dashes until hovered, which a touch screen never does: a plain key below instead.
    legend: { show: false },
    scales: {
      // Some room either side so the first and last points are not cut in half.
      x: { time: true, range: (_u, min, max) => [min - margin(min, max), max + margin(min, max)] },
      y: { range: () => [0, Math.max(top * 1.1, 1000)] },
    },
    axes: [
      { ...axis, values: (_u, ticks) => ticks.map(axisDate) },
      { ...axis, size: 44, values: (_u, ticks) => ticks.map(axisMiles) },
    ],
    series: [
      { label: 'Test date', value: (_u, ts) => (ts == null ? '–' : motDate(new Date(ts * 1000).toISOString())) },
      {
        label: 'Mileage',
        stroke: line,
        width: 2,
        points: { show: false },
        value: (_u, v) => (v == null ? '–' : formatMiles(v)),
      },
      // Passed: a filled green dot; failed: a hollow red ring round where a retest's dot would be.
      {
        label: 'Passed',
        stroke: passed,
        ...noLine,
        points: { show: true, ...marks.passed, fill: passed, stroke: passed },
      },
      { label: 'Failed', stroke: failed, ...noLine, points: { show: true, ...marks.failed, stroke: failed } },
    ],
  };
}

/** 'Mileage at 6 MOT tests, from 12,345 miles on 10/03/2019 to 104,512 miles on 10/03/2024.' */
export function mileageSummary(points: readonly MileagePoint[]): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 'No mileage readings.';
  if (points.length === 1) return `Mileage at 1 MOT test: ${formatMiles(first.miles)} on ${motDate(first.date)}.`;
  const from = `${formatMiles(first.miles)} on ${motDate(first.date)}`;
  return `Mileage at ${points.length} MOT tests, from ${from} to ${formatMiles(last.miles)} on ${motDate(last.date)}.`;
}

/** Mileage (in miles) against test date, each test marked passed or failed, with a table of the same. */
export function MotMileageChart({ tests }: { tests: readonly MotTest[] }) {
  const points = useMemo(() => mileagePoints(tests), [tests]);
  const target = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = target.current;
    if (!element || points.length === 0) return;
    let plot: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        plot = new UPlot(chartOptions(element, points), chartData(points), element);
        // Follows the modal's width: a 390px phone, a tablet turned round.
        observer = new ResizeObserver(() => plot?.setSize({ width: element.clientWidth, height: HEIGHT }));
        observer.observe(element);
      })
      .catch((error: unknown) => {
        // Without a canvas the table below still carries every reading.
        log.warn(`The mileage chart could not be drawn: ${String(error)}`);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [points]);

  return (
    <figure className="mot-chart">
      <div ref={target} className="mot-chart__plot" role="img" aria-label={mileageSummary(points)} />
      <figcaption className="mot-chart__key" aria-hidden="true">
        <span className="mot-chart__mark mot-chart__mark--passed" /> Passed
        <span className="mot-chart__mark mot-chart__mark--failed" /> Failed
        {hasRetest(points) && (
          <>
            <span className="mot-chart__mark mot-chart__mark--failed mot-chart__mark--retest" /> Failed, then passed on
            a retest
          </>
        )}
      </figcaption>
      <table className="visually-hidden">
        <caption>Mileage at each MOT test, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Test date</th>
            <th scope="col">Mileage</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point, index) => (
            <tr key={`${point.date}-${index}`}>
              <td>{motDate(point.date)}</td>
              <td>{formatMiles(point.miles)}</td>
              <td>{point.passed ? 'Passed' : 'Failed'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
