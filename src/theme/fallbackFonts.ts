import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import inter from '@capsizecss/metrics/inter';
import inter500 from '@capsizecss/metrics/inter/500';
import inter600 from '@capsizecss/metrics/inter/600';
import inter700 from '@capsizecss/metrics/inter/700';
import roboto from '@capsizecss/metrics/roboto';
import robotoBold from '@capsizecss/metrics/roboto/700';
import { typeface } from './tokens.ts';

/**
 * DejaVu Sans 2.37, Debian's and many Linux desktops' sans-serif, which @capsizecss/metrics does not list: read from
 * DejaVuSans.ttf and DejaVuSans-Bold.ttf with @capsizecss/unpack (fromFile).
 */
const dejaVuSans = {
  familyName: 'DejaVu Sans',
  fullName: 'DejaVu Sans',
  postscriptName: 'DejaVuSans',
  ascent: 1901,
  descent: -483,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 1041,
};
const dejaVuSansBold = {
  ...dejaVuSans,
  fullName: 'DejaVu Sans Bold',
  postscriptName: 'DejaVuSans-Bold',
  xWidthAvg: 1176,
};

/** Each fallback's regular and bold metrics. */
const metrics = {
  Arial: { regular: arial, bold: arialBold },
  Roboto: { regular: roboto, bold: robotoBold },
  'DejaVu Sans': { regular: dejaVuSans, bold: dejaVuSansBold },
} as const;

/** The weights the site sets (tokens.ts, font.weight), Inter's metrics at each, and which fallback file draws it. */
const weights = [
  { weight: 400, inter, file: 'regular' },
  { weight: 500, inter: inter500, file: 'regular' },
  { weight: 600, inter: inter600, file: 'bold' },
  { weight: 700, inter: inter700, file: 'bold' },
] as const;

/**
 * The @font-face rules of the fallbacks that stand in for Inter while it loads (tokens.ts, font.family), so text
 * shows at once and moves as little as possible when Inter arrives: each local font is scaled to Inter's average
 * letter width (size-adjust) and given Inter's ascent, descent and line gap (Capsize works these out). Inter is a
 * variable font whose letters widen with weight, so there is a face for each weight the site sets, drawn from the
 * fallback's regular or bold file and matched to Inter at that weight.
 */
export function fallbackFontFaces(): string {
  return weights
    .map(({ weight, inter: primary, file }) => {
      const fallbacks = typeface.fallbacks.map((name) => ({ ...metrics[name][file], familyName: name }));
      return createFontStack([{ ...primary, familyName: typeface.name }, ...fallbacks], {
        fontFaceProperties: { fontDisplay: 'swap', fontWeight: weight },
      }).fontFaces;
    })
    .join('\n');
}
