/**
 * A development's plots (core's describeDevelopment): a table whose caption is the section's
 * heading, a column header for each figure and a row header for each plot. On a phone each row
 * stands as a block of its own, every figure under its column's name (shown there only, and
 * hidden from assistive technology, which reads the column headers), so nothing scrolls sideways.
 */
import type { DevelopmentPlot, DevelopmentSummary } from '../../core/index.js';

const COLUMNS = ['Type', 'Bedrooms', 'Price', 'Status'] as const;

function cellOf(plot: DevelopmentPlot, column: (typeof COLUMNS)[number]): string {
  const cells = {
    Type: plot.type,
    Bedrooms: plot.bedrooms,
    Price: plot.price,
    Status: plot.status,
  };
  return cells[column];
}

export function DevelopmentPlotsView({
  development,
}: {
  readonly development: DevelopmentSummary;
}) {
  const { plots, caption } = development;
  if (plots.length === 0) return null;
  return (
    <section
      className="property-section development-plots"
      aria-labelledby="development-plots-title"
    >
      <table className="development-plots__table">
        <caption className="development-plots__caption">
          <h2 id="development-plots-title">{caption}</h2>
        </caption>
        <thead>
          <tr>
            <th scope="col">Plot</th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {plots.map((plot) => (
            <tr key={plot.id}>
              <th scope="row" className="development-plots__name">
                {plot.name}
              </th>
              {COLUMNS.map((column) => (
                <td key={column} className={`development-plots__${column.toLowerCase()}`}>
                  <span className="development-plots__label" aria-hidden="true">
                    {column}
                  </span>
                  {cellOf(plot, column)}
                </td>
              ))}
              <td className="development-plots__link">
                <a className="text-link" href={plot.href}>
                  {plot.linkLabel}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
