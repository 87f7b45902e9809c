import type { ReactNode } from "react";
import { ScrollRegion } from "../../../shared/ui/scroll-region";
import { tableStyles } from "./console.styles";

export interface DataColumn<T> {
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned figures. */
  number?: boolean;
}

export interface DataTableProps<T> {
  caption: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Shown in place of the rows when there are none. */
  empty: string;
}

/**
 * A table of the console with its caption and header cells (screen readers name each cell by its column), in the
 * site's scroll region: it scrolls sideways on a narrow screen, from the keyboard too.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, empty }: DataTableProps<T>) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <ScrollRegion label={caption}>
      <table css={tableStyles}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-number={column.number ? "" : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} data-number={column.number ? "" : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
