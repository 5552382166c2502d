import { Outline } from './Glyph.tsx';

interface Props {
  /** The `icon` name of a social link in content/site.json. */
  name: string;
  size?: number;
}

/**
 * Outline glyphs for the social networks, drawn for this site in the stroke style of the rest of the icons
 * (lucide no longer ships brand marks). Unknown names fall back to a plain link glyph.
 */
export function SocialIcon({ name, size = 20 }: Props) {
  return <Outline size={size}>{glyphs[name] ?? glyphs.link}</Outline>;
}

const glyphs: Record<string, JSX.Element> = {
  linkedin: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="4" />
      <path d="M8 11v6M8 7.5v.01M12 17v-6M12 13.5a2.5 2.5 0 0 1 5 0V17" />
    </>
  ),
  instagram: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="6" />
      <circle cx="12" cy="12" r="4.5" />
      <path d="M17.5 6.5v.01" />
    </>
  ),
  link: (
    <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
  ),
};
