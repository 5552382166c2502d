/**
 * The one place for design values (docs/design.md). Primitive scales first, then semantic names.
 * Components import from here only; no stray hex codes or pixel values elsewhere.
 */
const palette = {
  navy900: '#0A1628',
  navy800: '#102A4C',
  navy700: '#1B3A63',
  slate700: '#334155',
  slate500: '#64748B',
  slate300: '#CBD5E1',
  slate200: '#E2E8F0',
  slate100: '#F1F5F9',
  white: '#FFFFFF',
  accent: '#00A3C4',
  accentDark: '#007A94',
  accentDarker: '#00637A',
  accentLight: '#5FD4EA',
  danger: '#B42318',
  success: '#067647',
} as const;

export const color = {
  ...palette,
  ink: palette.navy900,
  text: palette.slate700,
  textMuted: palette.slate500,
  textOnDark: palette.white,
  textMutedOnDark: palette.slate300,
  surface: palette.white,
  surfaceAlt: palette.slate100,
  surfaceDark: palette.navy900,
  surfaceRaised: palette.navy800,
  border: palette.slate200,
  borderOnDark: palette.navy700,
  link: palette.accentDark,
  linkHover: palette.accentDarker,
  linkOnDark: palette.accentLight,
  focusRing: palette.accentDark,
  focusRingOnDark: palette.accentLight,
} as const;

/**
 * Inter, self-hosted, and the fonts that stand in for it until it has loaded, each scaled to Inter's size and line
 * height (src/theme/fallbackFonts.ts): Arial on Windows, macOS and iOS, Roboto on Android, DejaVu Sans on Linux.
 */
export const typeface = { name: 'Inter Variable', fallbacks: ['Arial', 'Roboto', 'DejaVu Sans'] } as const;

export const font = {
  family: [typeface.name, ...typeface.fallbacks.map((name) => `${typeface.name} Fallback: ${name}`)]
    .map((name) => `'${name}'`)
    .concat('sans-serif')
    .join(', '),
  size: {
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '2rem',
    '4xl': '2.5rem',
    heroMobile: '2.25rem',
    hero: '3.5rem',
  },
  weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeight: { body: 1.6, heading: 1.2, tight: 1.15 },
  tracking: { hero: '-0.02em', eyebrow: '0.08em' },
  measure: '68ch',
} as const;

/** 4 px base: space[n] is the nth step of 4, 8, 12, 16, 24, 32, 48, 64, 96, 128. */
export const space = {
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '24px',
  6: '32px',
  7: '48px',
  8: '64px',
  9: '96px',
  10: '128px',
} as const;

export const radius = { control: '8px', card: '12px', sheet: '16px', round: '999px' } as const;

export const shadow = {
  card: '0 8px 24px rgba(10, 22, 40, 0.12)',
  header: '0 2px 12px rgba(10, 22, 40, 0.25)',
  overlay: '0 16px 40px rgba(10, 22, 40, 0.28)',
} as const;

export const layout = {
  contentWidth: '1200px',
  gutter: space[5],
  gutterMobile: space[4],
  headerHeight: '72px',
  minTarget: '44px',
} as const;

export const breakpoint = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

/** Media queries, mobile first: `${mq.lg} { ... }` applies from the desktop breakpoint up. */
export const mq = {
  sm: `@media (min-width: ${breakpoint.sm}px)`,
  md: `@media (min-width: ${breakpoint.md}px)`,
  lg: `@media (min-width: ${breakpoint.lg}px)`,
  xl: `@media (min-width: ${breakpoint.xl}px)`,
  belowLg: `@media (max-width: ${breakpoint.lg - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  forcedColors: '@media (forced-colors: active)',
} as const;

export const motion = { fast: '150ms ease-out', base: '200ms ease-out' } as const;

export const zIndex = { header: 100, overlay: 200, toast: 300 } as const;

/** Interaction delays in milliseconds (docs/design.md, "Motion and timing"). */
export const delay = { menuOpen: 200, menuClose: 150, menuSkip: 300, tooltip: 700 } as const;
