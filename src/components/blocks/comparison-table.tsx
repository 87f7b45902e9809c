import { css } from "@emotion/react";
import { graphql, useStaticQuery } from "gatsby";
import { formatPrice } from "../../lib/money";
import { rowValues } from "../../lib/pricing";
import { color, fontSize, radius, space } from "../../styles/theme";

export interface ComparisonTableProps {
  /** Names the table for screen readers and the scrolling region around it. */
  caption: string;
  /** Heading of the first column. */
  featureLabel: string;
}

/**
 * 'Compare Business Features' from data/pricing.yaml: one column per plan, one row group per feature group. The
 * SL Training row is derived from the plans' slPrice, so it cannot disagree with what the add-on charges. On a
 * narrow screen the table scrolls sideways inside a focusable region.
 */
export function ComparisonTable({ caption, featureLabel }: ComparisonTableProps) {
  const { pricingYaml } = useStaticQuery<Queries.ComparisonTableQuery>(graphql`
    query ComparisonTable {
      pricingYaml {
        plans {
          id
          group
          price
          discount
          slPrice
        }
        comparison {
          columns {
            label
            plan
          }
          groups {
            name
            rows {
              name
              values
              derived
            }
          }
        }
      }
    }
  `);
  if (!pricingYaml) return null;
  const { columns, groups } = pricingYaml.comparison;
  const columnPlans = columns.flatMap((c) => pricingYaml.plans.find((p) => p.id === c.plan) ?? []);
  return (
    // A region that scrolls sideways must be reachable by keyboard so it can be scrolled with the arrow keys.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div css={scrollStyles} role="region" aria-label={caption} tabIndex={0}>
      <table css={tableStyles}>
        <caption className="visually-hidden">{caption}</caption>
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
          <tbody key={group.name}>
            <tr>
              <th scope="colgroup" colSpan={columns.length + 1} css={groupStyles}>
                {group.name}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                {rowValues(row, columnPlans, formatPrice).map((value, i) => (
                  <td key={columns[i]?.plan ?? i}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

const scrollStyles = css`
  margin-top: ${space.lg};
  overflow-x: auto;
  border: 1px solid ${color("border")};
  border-radius: ${radius.md};
`;

const tableStyles = css`
  width: 100%;
  min-width: 48rem;
  border-collapse: collapse;
  font-size: ${fontSize.sm};
  th,
  td {
    padding: ${space.sm} ${space.md};
    border-bottom: 1px solid ${color("border")};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${color("surface")};
    font-size: ${fontSize.base};
  }
  tbody th[scope="row"] {
    font-weight: 500;
  }
`;

const groupStyles = css`
  background: ${color("surface")};
  color: ${color("primary")};
  font-weight: 800;
`;
