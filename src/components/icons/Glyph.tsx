import type { ReactNode } from 'react';

/**
 * An outline drawing on a 24-unit grid, stroked in the text's colour with round ends, as lucide draws the content's
 * icons; decorative, so hidden from assistive technology (the text beside it says what it means).
 */
export function Outline({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/**
 * The interface's own glyphs, drawn for this site: the few that buttons, notices and contact details need, so the
 * pages' JavaScript carries no icon library (content icons come drawn with the page data,
 * gatsby/content/schemas/icons.ts).
 */
const shapes = {
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  'arrow-right': <path d="M5 12h14M13 6l6 6-6 6" />,
  'arrow-left': <path d="M19 12H5M11 6l-6 6 6 6" />,
  'chevron-down': <path d="m6 9 6 6 6-6" />,
  success: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12.5 3 3 5-6" />
    </>
  ),
  alert: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 7.5V13M12 16.5v.01" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21.5s-7-6-7-11.5a7 7 0 0 1 14 0c0 5.5-7 11.5-7 11.5z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  mail: (
    <>
      <rect x="2.5" y="4.5" width="19" height="15" rx="2" />
      <path d="m3 7 9 6.5L21 7" />
    </>
  ),
  phone: (
    <path d="M5.5 3h3l1.8 4.6-2.3 1.6a12 12 0 0 0 6.8 6.8l1.6-2.3 4.6 1.8v3a2 2 0 0 1-2 2A17 17 0 0 1 3.5 5a2 2 0 0 1 2-2z" />
  ),
};

export type GlyphName = keyof typeof shapes;

export function Glyph({ name, size }: { name: GlyphName; size: number }) {
  return <Outline size={size}>{shapes[name]}</Outline>;
}
