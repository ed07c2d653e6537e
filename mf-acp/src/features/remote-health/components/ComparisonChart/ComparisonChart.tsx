import { mergeClasses } from '@fluentui/react-components';
import { changeOf, type FigureRow, figureText } from '../../lib/figures';
import { remoteHealthMessages as t } from '../../messages';
import { useComparisonChartStyles as useStyles } from './ComparisonChart.styles';

/** Props of ComparisonChart. */
export interface ComparisonChartProps {
  /** What the chart is about (the remote's name), for its text alternative and table caption. */
  name: string;
  rows: readonly FigureRow[];
}

const ROW = 34;
const LABEL_WIDTH = 72;
const BAR_MAX = 300;
const BAR = 11;
const WIDTH = 460;

/** The chart's text alternative: every figure, current against previous, and what regressed. */
export function chartSummary(name: string, rows: readonly FigureRow[]): string {
  const parts = rows.map((row) => {
    const current = figureText(row, 'current', t.notReported);
    const previous = figureText(row, 'previous', t.notReported);
    return `${t.figures[row.key]}: ${current} against ${previous}${row.regressed ? ` (${t.regressed.toLowerCase()})` : ''}`;
  });
  return `${t.chartTitle(name)}. ${parts.join('; ')}.`;
}

/**
 * Paired bars per figure, previous above current, each pair scaled to its larger value (the
 * figures have different units, so only the pair is compared). A regressed figure's current bar
 * is red. The SVG is one image with a text alternative; the same numbers are in a table for
 * screen readers, which is visually hidden.
 */
export function ComparisonChart({ name, rows }: ComparisonChartProps) {
  const styles = useStyles();
  const height = rows.length * ROW + 4;
  return (
    <div>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-label={chartSummary(name, rows)}
        preserveAspectRatio="xMinYMin meet"
      >
        {rows.map((row, index) => {
          const top = index * ROW + 2;
          const scale = Math.max(row.current ?? 0, row.previous ?? 0) || 1;
          const width = (value: number | null) => (value === null ? 0 : Math.max(2, (value / scale) * BAR_MAX));
          const bars: ['previous' | 'current', number | null, string][] = [
            ['previous', row.previous, styles.previous],
            ['current', row.current, row.regressed ? styles.regressed : styles.current],
          ];
          return (
            <g key={row.key} data-figure={row.key}>
              <text className={styles.label} x={0} y={top + BAR + 6}>
                {t.shortFigures[row.key]}
              </text>
              {bars.map(([which, value, className], at) => (
                <g key={which}>
                  <rect
                    className={className}
                    data-bar={which}
                    x={LABEL_WIDTH}
                    y={top + at * (BAR + 3)}
                    width={width(value)}
                    height={BAR}
                    rx={2}
                  />
                  <text className={styles.value} x={LABEL_WIDTH + width(value) + 4} y={top + at * (BAR + 3) + BAR - 1}>
                    {figureText(row, which, '–')}
                  </text>
                </g>
              ))}
            </g>
          );
        })}
      </svg>
      <div className={styles.legend} aria-hidden="true">
        <span>
          <span className={mergeClasses(styles.swatch, styles.swatchPrevious)} />
          {t.previous}
        </span>
        <span>
          <span className={mergeClasses(styles.swatch, styles.swatchCurrent)} />
          {t.current}
        </span>
        <span>
          <span className={mergeClasses(styles.swatch, styles.swatchRegressed)} />
          {t.regressed}
        </span>
      </div>
      <table className={styles.hidden}>
        <caption>{t.tableCaption(name)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.figure}</th>
            <th scope="col">{t.current}</th>
            <th scope="col">{t.previous}</th>
            <th scope="col">{t.change}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{t.figures[row.key]}</th>
              <td>{figureText(row, 'current', t.notReported)}</td>
              <td>{figureText(row, 'previous', t.notReported)}</td>
              <td>
                {changeOf(row) ?? '–'}
                {row.regressed ? ` (${t.regressed})` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
