import styled from '@emotion/styled';
import { color, font, layout, mq, size, space } from '../../theme/tokens.ts';
import { darkGround } from '../../theme/styles.ts';
import { Container } from '../ui/Container/Container.tsx';

export const HeroSection = styled('section', { shouldForwardProp: (prop) => prop !== 'compact' })<{
  compact: boolean;
}>`
  position: relative;
  overflow: hidden;
  padding-block: ${space[8]};
  ${darkGround}
  /* A faint engineering grid, drawn in CSS so it costs no image request. */
  background-image:
    radial-gradient(circle at 85% 20%, ${color.heroGlow}, transparent 45%),
    linear-gradient(${color.heroGridLine} 1px, transparent 1px),
    linear-gradient(90deg, ${color.heroGridLine} 1px, transparent 1px);
  background-size:
    auto,
    ${size.heroGrid} ${size.heroGrid},
    ${size.heroGrid} ${size.heroGrid};
  ${mq.lg} {
    padding-block: ${({ compact }) => (compact ? space[7] : space[9])};
  }
`;

/**
 * From 1024 px the picture sits beside the text. Below that it follows the buttons at the column's width rather
 * than being hidden: the illustrations are informative (Edge Bridge's is a labelled diagram), a hidden eager
 * image would be downloaded all the same (and the boot script would wait on it), and the AVIF a phone picks is
 * at most 14 KB. At 390 px each hero, picture included, ends within about 1.2 screens, and the h1 and lead come
 * first, so they paint without waiting for it.
 */
export const HeroGrid = styled(Container, { shouldForwardProp: (prop) => prop !== 'halves' })<{ halves: boolean }>`
  display: grid;
  gap: ${space[7]};
  align-items: center;
  ${mq.lg} {
    grid-template-columns: ${({ halves }) => (halves ? layout.heroColumns : '1fr')};
  }
`;

export const HeroBody = styled.div`
  display: grid;
  gap: ${space[5]};
  max-width: ${layout.heroText};
`;

export const Heading = styled.h1`
  color: ${color.textOnDark};
  font-size: ${font.size.heroMobile};
  line-height: ${font.lineHeight.tight};
  letter-spacing: ${font.tracking.hero};
  ${mq.lg} {
    font-size: ${font.size.hero};
  }
`;

export const Tagline = styled.p`
  color: ${color.accentTextOnDark};
  font-size: ${font.size.xl};
  font-weight: ${font.weight.semibold};
  ${mq.lg} {
    font-size: ${font.size['2xl']};
  }
`;

export const Lead = styled.p`
  font-size: ${font.size.lg};
`;

/**
 * On a phone the buttons stack and fill the text column, so a pair shares one width and each is an easy target;
 * from 768 px they sit side by side at their own widths.
 */
export const Actions = styled.div`
  display: grid;
  gap: ${space[3]};
  margin-top: ${space[2]};
  ${mq.md} {
    display: flex;
    flex-wrap: wrap;
  }
`;

/**
 * A picture that only decorates (content marks it `decorative`) is left out below 768 px, where the screen is
 * better spent on what the page is for (on Contact, the form's first field). It is fetched lazily, so a phone, which
 * never shows it, never downloads it either.
 */
export const DecorativeArt = styled.div`
  ${mq.belowMd} {
    display: none;
  }
`;
