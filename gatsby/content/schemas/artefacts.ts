import type { SectionParts } from './pages/sections.ts';
import { array, boolean, number, string } from 'yup';
import { listOf, must, optional, record, text, texts } from './parts.ts';
import { noFarReading } from './readings.ts';

/** What a chart's points are, which decides how it is drawn (trendSchema). */
const chartKinds = ['time', 'categories', 'counts'] as const;
/** What a chart's table gives in its last row, for each series. */
const lastRows = ['total', 'average'] as const;
const lastRowWords =
  '${path} must be total (the readings added up, e.g. MWh in a year or trips) or average (e.g. minutes, %, kW)';

/** The shapes of the service pages' artefacts (charts, a screen), checked before the build like the rest. */

const halfHour = (pattern: RegExp) => must(pattern, 'be a half-hour written HH:MM, e.g. 16:00 or 16:30').required();

/**
 * A day's demand for a chart: each series 48 half-hourly readings from 00:00, in `unit`; `band` shades a span of
 * hours (e.g. the red band). Left out, the page has no chart.
 */
export function loadProfileSchema(intro: SectionParts['intro']) {
  const profile = record(
    {
      intro,
      unit: text(),
      caption: text(),
      tableLabel: text(),
      timeHeading: text(),
      band: optional(
        record(
          {
            label: text(),
            start: halfHour(/^([01][0-9]|2[0-3]):[03]0$/),
            end: halfHour(/^(([01][0-9]|2[0-3]):[03]0|24:00)$/),
          },
          'ChartBand',
        ).test(
          'order',
          '${path} must end after it starts',
          // yup runs a test on a band the chart leaves out, too.
          (band: { start?: string; end?: string } | undefined) => !band?.start || !band.end || band.start < band.end,
        ),
      ),
      series: listOf(
        record(
          {
            label: text(),
            values: array()
              .of(number().min(0).required())
              .length(48, '${path} must hold 48 half-hourly readings, from 00:00 to 23:30')
              .required(),
          },
          'ChartSeries',
        ),
      )
        .max(3)
        .test(noFarReading()),
    },
    'LoadProfile',
  );
  return optional(profile);
}

/**
 * Readings over named points for a chart (e.g. a model's error week by week): each series a reading a point, in
 * `unit`; `threshold` draws a level that matters across it; `band` shades a span of points, first to last
 * (e.g. the week a model was retrained). `kind` says what the points are, which decides how they are drawn:
 * `time` (months, weeks or hours: lines, the default), `categories` (named things, e.g. causes of lost time: bars
 * side by side) or `counts` (whole numbers in each period, e.g. trips a month: bars). `lastRow` says what the
 * table's last row gives. Left out, the page has no chart.
 */
export function trendSchema(intro: SectionParts['intro']) {
  const trend = record(
    {
      intro,
      unit: text(),
      caption: text(),
      tableLabel: text(),
      pointHeading: text(),
      kind: string().oneOf(
        chartKinds,
        '${path} must be time (readings over months or hours, drawn as lines), categories (named things side by ' +
          'side, drawn as bars) or counts (whole numbers in each period, drawn as bars)',
      ),
      lastRow: string().oneOf(lastRows, lastRowWords).required(lastRowWords),
      points: texts()
        .min(2)
        .test(
          'distinct',
          '${path} must each be named once',
          (points: string[] | undefined) => new Set(points).size === points?.length,
        ),
      threshold: optional(record({ label: text(), value: number().min(0).required() }, 'ChartThreshold')),
      band: optional(record({ label: text(), start: text(), end: text() }, 'ChartBand')),
      series: listOf(
        record({ label: text(), values: array().of(number().min(0).required()).required() }, 'ChartSeries'),
      )
        .max(3)
        .test(noFarReading()),
    },
    'Trend',
  )
    .test('readings', '', function eachPoint(trend: { points?: unknown; series?: unknown } | undefined) {
      const { points, series } = trend ?? {};
      if (!Array.isArray(points) || !Array.isArray(series)) return true;
      const short = series.flatMap((line: { values?: unknown } | null, index) =>
        Array.isArray(line?.values) && line.values.length !== points.length ? [index] : [],
      );
      return short.length === 0
        ? true
        : this.createError({
            path: `${this.path}.series[${short[0]}].values`,
            message: short
              .map(
                (index) =>
                  `${this.path}.series[${index}].values must hold a reading for each of its ${points.length} points`,
              )
              .join('; '),
          });
    })
    .test(
      'band',
      '',
      function bandOnPoints(trend: { points?: unknown; band?: { start?: unknown; end?: unknown } | null } | undefined) {
        const { points, band } = trend ?? {};
        if (!Array.isArray(points) || !band) return true;
        const [start, end] = [points.indexOf(band.start), points.indexOf(band.end)];
        if (start < 0 || end < 0) {
          const path = `${this.path}.band.${start < 0 ? 'start' : 'end'}`;
          return this.createError({ path, message: `${path} must be one of its points, e.g. "${points[0]}"` });
        }
        const path = `${this.path}.band.end`;
        return start <= end || this.createError({ path, message: `${this.path}.band must end at or after its start` });
      },
    )
    .test(
      'kind',
      '',
      function fitsKind(trend: { kind?: unknown; series?: unknown; band?: unknown; threshold?: unknown } | undefined) {
        const { kind, series } = trend ?? {};
        // Bars have no span of points to shade and no level to draw across: a band or threshold would not show.
        const drawn = { band: 'a shaded span', threshold: 'a level across the chart' } as const;
        const unseen = (['band', 'threshold'] as const).find((part) => kind !== 'time' && kind && trend?.[part]);
        if (unseen) {
          const path = `${this.path}.${unseen}`;
          return this.createError({
            path,
            message: `${path} is ${drawn[unseen]}, which a chart of ${String(kind)} (drawn as bars) cannot show: remove it, or make the kind time`,
          });
        }
        const readings: unknown[] = Array.isArray(series)
          ? series.flatMap((line: { values?: unknown } | null): unknown[] =>
              Array.isArray(line?.values) ? line.values : [],
            )
          : [];
        const part = readings.find((value): value is number => typeof value === 'number' && !Number.isInteger(value));
        if (kind === 'counts' && part !== undefined) {
          const path = `${this.path}.series`;
          return this.createError({
            path,
            message: `${path} holds ${part}, but a chart of counts takes whole numbers: round it, or make the kind time`,
          });
        }
        return true;
      },
    );
  return optional(trend);
}

/**
 * An operator's overview screen, drawn in HTML: a title bar, the equipment in process order (each `running`,
 * `stopped` or in `alarm`), the measures with their targets, and the active alarms. Left out, the page has none.
 */
export function screenSchema(intro: SectionParts['intro']) {
  const screen = record(
    {
      intro,
      title: text(),
      status: text(),
      caption: text(),
      equipment: listOf(
        record(
          {
            name: text(),
            state: text(),
            value: text(),
            status: string().oneOf(['running', 'stopped', 'alarm'], '${path} must be one of ${values}').required(),
          },
          'ScreenEquipment',
        ),
      ),
      measures: listOf(record({ label: text(), value: text(), target: text() }, 'ScreenMeasure')),
      alarms: record(
        {
          label: text(),
          columns: record({ priority: text(), time: text(), message: text() }, 'ScreenAlarmColumns').required(),
          items: listOf(
            record(
              { priority: text(), urgent: boolean().default(false), time: text(), message: text() },
              'ScreenAlarm',
            ),
          ),
        },
        'ScreenAlarms',
      ).required(),
    },
    'Screen',
  );
  return optional(screen);
}

/**
 * A product's configuration file as its user writes it, shown in a window named by the file: `code` is its text,
 * lines split by newlines, indents kept. Left out, the page has none.
 */
export function configFileSchema(intro: SectionParts['intro']) {
  const file = record(
    // `copy`: the words of the button that copies the file; `copied`: what it says, once, when it has.
    { intro, file: text(), status: text(), caption: text(), code: string().required(), copy: text(), copied: text() },
    'ConfigFile',
  );
  return optional(file);
}
