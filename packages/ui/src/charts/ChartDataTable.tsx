import { VisuallyHidden } from '../components/VisuallyHidden';

/** One row of a chart's data table: the category (row header) and one formatted cell per column. */
export interface ChartDataRow {
  key: string;
  label: string;
  cells: readonly string[];
}

export interface ChartDataTableProps {
  /** Names the table; the chart's description. */
  caption: string;
  /** Column headers, the row-header column first. */
  columns: readonly string[];
  /** The data as table rows, the text alternative of the drawing. */
  rows: readonly ChartDataRow[];
}

/**
 * A chart's data as a visually hidden table: what the drawing shows, for screen readers and their table keys. The
 * hiding is on a wrapper, not on the table: a table is as wide as its cells whatever its `width`, so a hidden table
 * of many columns stuck out of the page (13 px of sideways scroll on the multi-dimension analysis at 1280 px), while
 * the 1 px wrapper clips it.
 */
export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  return (
    <VisuallyHidden asChild>
      <div>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={`${index}-${column}`} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </VisuallyHidden>
  );
}
