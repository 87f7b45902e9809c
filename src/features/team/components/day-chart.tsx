import { css } from "@emotion/react";
import { useId } from "react";
import { fill } from "../../../shared/lib/posts";
import { color, space } from "../../../styles/theme";
import { useConsole } from "../console-context";
import { barChart, longDay, shortDay } from "../rules";
import { DataTable } from "./data-table";

export interface DayChartProps {
  days: readonly { day: string; pageviews: number }[];
  since: string;
  until: string;
}

/** The drawing's own units; it scales to the width of its frame. */
const WIDTH = 600;
const HEIGHT = 200;
const AXIS = 40;
const FOOT = 22;
/** Room above the top guide line for its label. */
const TOP = 10;

/**
 * Page views per day as SVG bars (no chart library), drawn with the theme's tokens so both themes read it. The
 * picture has one sentence as its name (the period, the total, the highest day); every figure is in the table below
 * it, behind a disclosure anyone can open and screen readers can read.
 */
export function DayChart({ days, since, until }: DayChartProps) {
  const { words } = useConsole();
  const titleId = useId();
  const series = days.map((point) => ({ label: point.day, value: point.pageviews }));
  const { bars, ticks } = barChart(series, WIDTH - AXIS, HEIGHT, 0.7, 4);
  const total = series.reduce((sum, point) => sum + point.value, 0);
  const highest = Math.max(0, ...series.map((point) => point.value));
  const labelEvery = Math.max(1, Math.ceil(bars.length / 8));
  return (
    <figure css={figureStyles}>
      <svg viewBox={`0 ${-TOP} ${WIDTH} ${HEIGHT + FOOT + TOP}`} role="img" aria-labelledby={titleId} css={svgStyles}>
        <title id={titleId}>{fill(words.pageviewsSummary, { since: longDay(since), until: longDay(until), total, max: highest })}</title>
        {ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={AXIS} x2={WIDTH} y1={tick.y} y2={tick.y} css={gridStyles} />
            <text x={AXIS - 6} y={tick.y} css={axisTextStyles} textAnchor="end" dominantBaseline="middle">
              {tick.value}
            </text>
          </g>
        ))}
        {bars.map((bar, index) => (
          <g key={bar.label}>
            <rect x={AXIS + bar.x} y={bar.y} width={bar.width} height={bar.height} css={barStyles} />
            {index % labelEvery === 0 ? (
              <text x={AXIS + bar.x + bar.width / 2} y={HEIGHT + FOOT - 6} css={axisTextStyles} textAnchor="middle">
                {shortDay(bar.label)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <details css={detailsStyles}>
        <summary>{words.showTable}</summary>
        <DataTable
          caption={words.pageviewsHeading}
          columns={[
            { key: "day", label: words.colDay, cell: (point) => shortDay(point.label) },
            { key: "views", label: words.colViews, number: true, cell: (point) => point.value },
          ]}
          rows={series}
          rowKey={(point) => point.label}
          empty={words.noRows}
        />
      </details>
    </figure>
  );
}

const figureStyles = css`
  margin: 0;
`;

/* At most 720 px wide, so its labels stay near the text's size; on a phone the table below has every figure. */
const svgStyles = css`
  width: 100%;
  max-width: 720px;
  height: auto;
  display: block;
`;

const gridStyles = css`
  stroke: ${color("border")};
  stroke-width: 1;
`;

const barStyles = css`
  fill: ${color("primary")};
`;

const axisTextStyles = css`
  fill: ${color("muted")};
  /* In the drawing's units: it scales with the picture (about 17 px at its widest). */
  font-size: 14px;
`;

const detailsStyles = css`
  margin-top: ${space.sm};
  summary {
    cursor: pointer;
    color: ${color("link")};
  }
`;
