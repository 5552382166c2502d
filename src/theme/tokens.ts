/**
 * The one place for design values (docs/design.md). Primitive scales first, then semantic names.
 * Components import from here only; no stray hex codes or pixel values elsewhere. The palette stays in this file.
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
  dangerLight: '#FEF3F2',
  success: '#067647',
  successLight: '#ECFDF3',
} as const;

/** A hex colour's red, green and blue, 0 to 255. */
const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** A palette colour at some opacity: withAlpha('#0A1628', 0.6) is 'rgba(10, 22, 40, 0.6)'. */
const withAlpha = (hex: string, alpha: number) => `rgba(${channels(hex).join(', ')}, ${alpha})`;

/**
 * A palette colour at some opacity over a ground, as the solid colour it makes there: a tint that stays opaque,
 * whatever band the card stands on. tint('#FFFFFF', '#007A94', 0.05) is '#F2F8FA'.
 */
const tint = (ground: string, hex: string, alpha: number) =>
  `#${channels(ground)
    .map((channel, at) => Math.round(channel * (1 - alpha) + channels(hex)[at]! * alpha))
    .map((channel) => channel.toString(16).padStart(2, '0').toUpperCase())
    .join('')}`;

/**
 * Colours by what they are for. Components outside src/theme/ name these, never a palette colour (lint holds it), so
 * a colour changes for every use of one meaning at once. Several names may share a palette value.
 */
export const color = {
  // Text.
  ink: palette.navy900,
  text: palette.slate700,
  /** Placeholders; on white only. */
  textMuted: palette.slate500,
  textOnDark: palette.white,
  textMutedOnDark: palette.slate300,
  /** Accent text and icons on a light ground (eyebrows, numbers, a role, chevrons), and the cloud cards' rule. */
  accentText: palette.accentDark,
  /** Accent text and icons on a dark ground: eyebrows, the tagline, the current page, a hovered or open nav item. */
  accentTextOnDark: palette.accentLight,
  /** The accent as decoration only, never text (3.0:1 on white): the logo mark, list diamonds, accent rules. */
  decoration: palette.accent,

  // Grounds.
  surface: palette.white,
  surfaceAlt: palette.slate100,
  surfaceDark: palette.navy900,
  surfaceRaised: palette.navy800,
  /** The ground of a nav item under the pointer or open, and of a secondary button's hover, on a dark ground. */
  hoverOnDark: palette.navy800,
  /** The initials that stand in for a portrait: a ground from `avatarFrom` to `avatarTo`. */
  avatarFrom: palette.navy800,
  avatarTo: palette.accentDark,
  /** The ground of a card that is a link, under the pointer: the accent's tint on its own ground. */
  surfaceHover: tint(palette.white, palette.accentDark, 0.05),
  surfaceHoverOnDark: tint(palette.navy800, palette.accentLight, 0.08),
  /** An icon badge's ground on dark, where a light one has `iconTint`. */
  iconTintOnDark: palette.navy700,

  // Lines.
  border: palette.slate200,
  borderOnDark: palette.navy700,
  /** A card's or filter's line under the pointer. */
  borderHover: palette.accentDark,
  borderHoverOnDark: palette.accentLight,
  /** The edge that shows where a control is (3:1 or more): a text field's, the mobile menu button's. */
  controlBorder: palette.slate500,
  /** The line of a secondary button (on light and dark) and of a filter pill. */
  secondaryBorder: palette.slate300,

  // Links, buttons and focus.
  link: palette.accentDark,
  linkHover: palette.accentDarker,
  linkOnDark: palette.accentLight,
  /** Links that are accent on a dark ground turn white under the pointer. */
  linkHoverOnDark: palette.white,
  /** The fill of the selected tab; `textOnPrimary` on it. */
  primary: palette.accentDark,
  textOnPrimary: palette.white,
  /**
   * Every primary button, on any ground: this fill with `ink` text (6.1:1), `accentLight` under the pointer
   * (10.4:1), inside an `accentDark` edge, which outlines it on white (5.0:1) where the fill alone would not.
   */
  primaryButton: palette.accent,
  primaryButtonHover: palette.accentLight,
  primaryButtonEdge: palette.accentDark,
  focusRing: palette.accentDark,
  focusRingOnDark: palette.accentLight,

  // Outcomes: a field's error, the form's alert and confirmation, the notices.
  errorTone: palette.danger,
  alertSurface: palette.dangerLight,
  successTone: palette.success,
  successSurface: palette.successLight,

  // Charts: lines of 3:1 and more on white (graphics need 3:1), a band of hours behind them.
  chartLine: palette.accentDark,
  chartCompare: palette.slate500,
  /** A case card's sparkline on a dark band: the result 8.3:1 and the reference 9.7:1 on navy800. */
  chartLineOnDark: palette.accentLight,
  chartCompareOnDark: palette.slate300,
  /** A threshold's line and its label (6.6:1 on white). */
  chartAlert: palette.danger,
  chartBand: withAlpha(palette.accent, 0.12),

  // At reduced opacity.
  /** An icon badge's ground on light. */
  iconTint: withAlpha(palette.accentDark, 0.1),
  backdrop: withAlpha(palette.navy900, 0.6),
  heroGlow: withAlpha(palette.accent, 0.22),
  heroGridLine: withAlpha(palette.accentLight, 0.06),
  /** The shade at an edge of a row that scrolls, where more of it is out of view. */
  scrollShade: withAlpha(palette.navy900, 0.18),
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
    /** A section's heading on a phone: between 2xl and 3xl, so four short words share a line at 390 px. */
    headingMobile: '1.75rem',
    heroMobile: '2.25rem',
    hero: '3.5rem',
  },
  weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeight: { body: 1.6, heading: 1.2, tight: 1.15, quote: 1.5 },
  tracking: { hero: '-0.02em', heading: '-0.01em', eyebrow: '0.08em' },
  /**
   * At most about 68 characters of running text a line, whatever its size: Inter's letters and spaces average some
   * 0.45em (`ch` is a digit's width, wider than the average letter, so 68ch held some 85). Every paragraph stops here.
   */
  measure: '31em',
  /** A short line: the footer's company blurb, the note beside the form's button. */
  shortMeasure: '36ch',
  /** Code as its reader writes it (a configuration file): the system's own monospace face, nothing to download. */
  mono: "ui-monospace, 'SF Mono', Menlo, Consolas, 'DejaVu Sans Mono', 'Liberation Mono', monospace",
} as const;

/** 4 px base: space[n] is the nth step of 4, 8, 12, 16, 24, 32, 48, 64, 96. */
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
} as const;

export const radius = { marker: '2px', control: '8px', card: '12px', sheet: '16px', round: '999px' } as const;

export const shadow = {
  header: `0 2px 12px ${withAlpha(palette.navy900, 0.25)}`,
  overlay: `0 16px 40px ${withAlpha(palette.navy900, 0.28)}`,
} as const;

export const layout = {
  contentWidth: '1200px',
  gutter: space[5],
  gutterMobile: space[4],
  headerHeight: '72px',
  minTarget: '44px',
  /** Blocks narrower than the content: section headers, the case study, the leadership profile. */
  narrow: '48rem',
  heroText: '46rem',
  /** The hero's text and picture from 1024 px; the case study's text and key facts stand on the same columns. */
  heroColumns: 'minmax(0, 1.25fr) minmax(0, 1fr)',
  ctaHeading: '36rem',
  sheetWidth: '480px',
  noticeWidth: '400px',
  menuMinWidth: '260px',
  /** A drop-down's widest, where its pages' summaries wrap. */
  menuMaxWidth: '24rem',
} as const;

/** Sizes of particular parts. */
export const size = {
  /** The checklist's diamonds. */
  marker: '10px',
  /** A portrait (the team's, a client's), and the initials that stand in for one. */
  avatar: '96px',
  /** The squares of the hero's grid. */
  heroGrid: '48px',
  /** The least height of the message box. */
  messageBox: '120px',
} as const;

/** The focus ring (docs/design.md, "Focus and forced colours"): its width and how far outside the element. */
export const focus = { width: '2px', offset: '2px', offsetField: '1px', offsetPanel: '4px' } as const;

/** Widths, and `tall`, the least viewport height for a sticky column (mq.lgTall). */
const breakpoint = { phone: 375, md: 768, lg: 1024, tall: 720 } as const;

/** Media queries, mobile first: `${mq.lg} { ... }` applies from the desktop breakpoint up. */
export const mq = {
  md: `@media (min-width: ${breakpoint.md}px)`,
  lg: `@media (min-width: ${breakpoint.lg}px)`,
  /** Phones narrower than the common 375–430 px (down to 320): where the header's logo and menu button meet. */
  narrowPhone: `@media (max-width: ${breakpoint.phone - 0.02}px)`,
  belowMd: `@media (max-width: ${breakpoint.md - 0.02}px)`,
  belowLg: `@media (max-width: ${breakpoint.lg - 0.02}px)`,
  /** Desktop with room in height for a column that stays in view while the page scrolls (the case study's facts). */
  lgTall: `@media (min-width: ${breakpoint.lg}px) and (min-height: ${breakpoint.tall}px)`,
  /** From 768 px up to the desktop breakpoint only: a rule for two-column grids that must not reach desktop. */
  mdOnly: `@media (min-width: ${breakpoint.md}px) and (max-width: ${breakpoint.lg - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  forcedColors: '@media (forced-colors: active)',
} as const;

export const motion = {
  /** Colour changes, turning chevrons, the nudge of a quiet link's arrow. */
  fast: '150ms ease-out',
  /** The side sheet: its backdrop fades in, its panel slides in. */
  backdrop: '200ms ease-out',
  sheet: '250ms ease-out',
} as const;

export const zIndex = { header: 100, toast: 300 } as const;

/** Interaction delays in milliseconds (docs/design.md, "Motion and timing"). */
export const delay = { menuOpen: 200, menuClose: 150, menuSkip: 300 } as const;
