import { css } from "@emotion/react";
import { formatMoney } from "../../../shared/lib/money";
import { rowValues } from "../rules";
import { color, fontSize, space } from "../../../styles/theme";
import type { Pricing } from "../pricing-data";
import { ScrollTable } from "./scroll-table";

export interface ComparisonTableProps {
  pricing: Pricing;
  /** Names the table for screen readers and the scrolling region around it. */
  caption: string;
  /** Heading of the first column. */
  featureLabel: string;
  /** Says the table scrolls sideways, while it does. */
  scrollHint: string;
}

/**
 * 'Compare Business Features' from data/pricing.yaml: one column per plan, one row group per feature group. The
 * SL Training row is derived from the plans' slPrice, so it cannot disagree with what the add-on charges. On a
 * narrow screen the table scrolls inside a focusable region, its heading row and first column staying in view.
 */
export function ComparisonTable({ pricing, caption, featureLabel, scrollHint }: ComparisonTableProps) {
  const { columns, groups } = pricing.comparison;
  const columnPlans = pricing.pick(columns.map((c) => c.plan));
  return (
    <ScrollTable caption={caption} minWidth="48rem" scrollHint={scrollHint} stickyHeader>
      <thead>
        <tr>
          <th scope="col">{featureLabel}</th>
          {columns.map((c) => (
            <th key={c.plan} scope="col">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      {groups.map((group) => (
        <tbody key={group.name} css={bodyStyles}>
          <tr>
            <th scope="colgroup" colSpan={columns.length + 1} css={groupStyles}>
              <span>{group.name}</span>
            </th>
          </tr>
          {group.rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              {rowValues(row, columnPlans, formatMoney).map((value, i) => (
                <td key={columns[i]?.plan ?? i}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      ))}
    </ScrollTable>
  );
}

const bodyStyles = css`
  font-size: ${fontSize.sm};
  th[scope="row"] {
    font-weight: 500;
  }
  td {
    vertical-align: top;
  }
`;

const groupStyles = css`
  background: ${color("surface")};
  color: ${color("primary")};
  font-weight: 800;
  /* The group's name stays at the left edge while the row scrolls sideways. */
  span {
    position: sticky;
    left: ${space.md};
  }
`;
