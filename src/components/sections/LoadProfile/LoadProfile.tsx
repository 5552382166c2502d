import { graphql } from 'gatsby';
import { useId } from 'react';
import { siteLocale } from '../../../lib/locale';
import { color } from '../../../theme/tokens';
import { Area, BandLabel, Card, Details, Figure, Legend, Plot, Table, Times, Unit, Values } from './LoadProfile.styles';
import { clock, halfHourAt, halfHours, niceScale, stepPath } from './scale';

/** How each series is drawn, in order: the reference dashed and grey, the result solid in the accent. */
const lines = [
  { stroke: color.chartCompare, dash: '6 4' },
  { stroke: color.chartLine, dash: undefined },
  { stroke: color.ink, dash: '2 3' },
] as const;

/** A short sample of a series' line, for the legend. */
function Swatch({ index }: { index: number }) {
  const line = lines[index % lines.length]!;
  return (
    <svg viewBox="0 0 32 8" aria-hidden="true" focusable="false">
      <line x1="0" y1="4" x2="32" y2="4" stroke={line.stroke} strokeWidth="3" strokeDasharray={line.dash} />
    </svg>
  );
}

/**
 * A day's demand, half-hour by half-hour, as a chart drawn from content: each series a stepped line (a reading
 * holds for its half-hour), a shaded band of hours where there is one, the values' and the times' labels in the
 * page's typeface beside and under it. The same figures are in a table under the chart, closed until asked for;
 * the chart itself is an image named by its caption.
 */
export function LoadProfile({ profile }: { profile: Queries.LoadProfileFieldsFragment }) {
  const captionId = useId();
  const { top, step } = niceScale(Math.max(...profile.series.flatMap((series) => series.values)));
  const levels = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
  const percent = (value: number) => `${(value / top) * 100}%`;
  const number = new Intl.NumberFormat(siteLocale);
  const band = profile.band && {
    label: profile.band.label,
    from: halfHourAt(profile.band.start),
    to: halfHourAt(profile.band.end),
  };
  return (
    <Card>
      <Figure>
        <Legend>
          {profile.series.map((series, index) => (
            <li key={series.label}>
              <Swatch index={index} />
              {series.label}
            </li>
          ))}
        </Legend>
        <Plot>
          <Unit aria-hidden="true">{profile.unit}</Unit>
          <Values aria-hidden="true">
            {levels.map((level) => (
              <span key={level} style={{ bottom: percent(level) }}>
                {number.format(level)}
              </span>
            ))}
          </Values>
          <Area>
            <svg viewBox={`0 0 ${halfHours} 100`} preserveAspectRatio="none" role="img" aria-labelledby={captionId}>
              {band && <rect x={band.from} width={band.to - band.from} y="0" height="100" fill={color.chartBand} />}
              {levels.map((level) => (
                <line
                  key={level}
                  x1="0"
                  x2={halfHours}
                  y1={100 - (level / top) * 100}
                  y2={100 - (level / top) * 100}
                  stroke={color.border}
                  strokeWidth="1"
                />
              ))}
              {profile.series.map((series, index) => {
                const line = lines[index % lines.length]!;
                return (
                  <path
                    key={series.label}
                    d={stepPath(series.values, top)}
                    stroke={line.stroke}
                    strokeWidth="2.5"
                    strokeDasharray={line.dash}
                    strokeLinejoin="round"
                  />
                );
              })}
            </svg>
            {band && (
              <BandLabel aria-hidden="true" style={{ left: `${(((band.from + band.to) / 2) * 100) / halfHours}%` }}>
                {band.label}
              </BandLabel>
            )}
          </Area>
          <Times aria-hidden="true">
            {Array.from({ length: 9 }, (_, index) => (
              <span key={index} style={{ left: `${(index * 100) / 8}%` }}>
                {clock(index * 6)}
              </span>
            ))}
          </Times>
        </Plot>
        <figcaption id={captionId}>{profile.caption}</figcaption>
      </Figure>
      <Details>
        <summary>{profile.tableLabel}</summary>
        <Table>
          <thead>
            <tr>
              <th scope="col">{profile.timeHeading}</th>
              {profile.series.map((series) => (
                <th key={series.label} scope="col">
                  {series.label} ({profile.unit})
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: halfHours }, (_, index) => (
              <tr key={index}>
                <th scope="row">{clock(index)}</th>
                {profile.series.map((series) => (
                  <td key={series.label}>{number.format(series.values[index]!)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Details>
    </Card>
  );
}

/** @public The fragment the templates' queries spread; Gatsby collects it at build time. */
export const query = graphql`
  fragment LoadProfileFields on LoadProfile {
    unit
    caption
    tableLabel
    timeHeading
    band {
      label
      start
      end
    }
    series {
      label
      values
    }
  }
`;
