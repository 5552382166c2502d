import { graphql } from 'gatsby';
import { Chart } from '../Chart/Chart.tsx';
import { Lines } from '../Chart/Lines.tsx';
import { clock, halfHourAt, halfHours } from './halfHours.ts';

const points = Array.from({ length: halfHours }, (_, index) => clock(index));
/** The time every three hours, from 00:00 to 24:00; on a phone 06:00, 12:00 and 18:00. */
const ticks = Array.from({ length: 9 }, (_, index) => ({
  at: index / 8,
  label: clock(index * 6),
  minor: index % 2 === 1 || index % 8 === 0,
}));

/**
 * A day's demand, every half-hour, drawn from content: each series a stepped line (a reading holds for its
 * half-hour), a shaded band of hours where there is one (e.g. the red band).
 */
export function LoadProfile({ profile }: { profile: Queries.LoadProfileFieldsFragment }) {
  const { unit, caption, tableLabel, timeHeading, series, band } = profile;
  return (
    <Chart
      unit={unit}
      caption={caption}
      tableLabel={tableLabel}
      pointHeading={timeHeading}
      series={series}
      points={points}
      // Demand in kW, whose sum over the day means nothing: the table ends with each series' average.
      lastRow="average"
      plot={({ captionId }) => (
        <Lines
          unit={unit}
          series={series}
          ticks={ticks}
          band={
            band && {
              label: band.label,
              from: halfHourAt(band.start) / halfHours,
              to: halfHourAt(band.end) / halfHours,
            }
          }
          shape="steps"
          captionId={captionId}
        />
      )}
    />
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
