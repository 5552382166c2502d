import { graphql } from 'gatsby';
import { Chart } from '../Chart/Chart.tsx';
import { Lines } from '../Chart/Lines.tsx';

/** Labels under the plot: at most five, evenly spaced from the first point; on a phone every other one. */
function ticksOf(points: readonly string[]) {
  const last = points.length - 1;
  const every = Math.max(1, Math.ceil(last / 4));
  return points.flatMap((label, index) =>
    index % every ? [] : [{ at: index / last, label, minor: (index / every) % 2 === 1 }],
  );
}

/**
 * Readings over named points in time (a model's error week by week) joined by lines, with the level that calls for
 * action drawn across them and a span of points shaded, e.g. the week the model was retrained. A trend of
 * categories or counts is drawn by TrendBars.tsx.
 */
export function Trend({ trend }: { trend: Queries.TrendFieldsFragment }) {
  const { points, band } = trend;
  const last = points.length - 1;
  // The band covers its first to its last point, half a point's spacing either side, within the plot.
  const share = (point: string, side: number) => Math.min(1, Math.max(0, (points.indexOf(point) + side / 2) / last));
  return (
    <Chart
      {...trend}
      plot={({ captionId }) => (
        <Lines
          {...trend}
          ticks={ticksOf(points)}
          band={band && { label: band.label, from: share(band.start, -1), to: share(band.end, 1) }}
          shape="lines"
          captionId={captionId}
        />
      )}
    />
  );
}

/** @public The fragment the templates' queries spread; Gatsby collects it at build time. */
export const query = graphql`
  fragment TrendFields on Trend {
    unit
    caption
    tableLabel
    pointHeading
    kind
    lastRow
    points
    threshold {
      label
      value
    }
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
