import { Bars } from '../Chart/Bars.tsx';
import { Chart } from '../Chart/Chart.tsx';

/** Readings by category, or counts, as bars from nought with every point named (a trend of that `kind`). */
export function TrendBars({ trend }: { trend: Queries.TrendFieldsFragment }) {
  return (
    <Chart
      {...trend}
      bars
      plot={({ captionId, format }) => <Bars {...trend} captionId={captionId} format={format} />}
    />
  );
}
