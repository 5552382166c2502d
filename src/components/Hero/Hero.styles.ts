import styled from '@emotion/styled';
import { color, font, mq, space } from '../../theme/tokens';
import { Container } from '../ui/Container';

export const HeroSection = styled.section`
  position: relative;
  overflow: hidden;
  padding-block: ${space[8]};
  background-color: ${color.surfaceDark};
  /* A faint engineering grid, drawn in CSS so it costs no image request. */
  background-image:
    radial-gradient(circle at 85% 20%, rgba(0, 163, 196, 0.22), transparent 45%),
    linear-gradient(rgba(95, 212, 234, 0.06) 1px, transparent 1px),
    linear-gradient(90deg, rgba(95, 212, 234, 0.06) 1px, transparent 1px);
  background-size:
    auto,
    48px 48px,
    48px 48px;
  color: ${color.textMutedOnDark};
  ${mq.lg} {
    padding-block: ${space[9]};
  }
`;

export const HeroGrid = styled(Container, { shouldForwardProp: (prop) => prop !== 'hasImage' })<{ hasImage: boolean }>`
  display: grid;
  gap: ${space[7]};
  align-items: center;
  ${mq.lg} {
    grid-template-columns: ${({ hasImage }) => (hasImage ? '1.1fr 1fr' : '1fr')};
  }
`;

export const HeroBody = styled.div`
  display: grid;
  gap: ${space[5]};
  max-width: 46rem;
`;

export const Eyebrow = styled.p`
  color: ${color.accentLight};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
  letter-spacing: ${font.tracking.eyebrow};
  text-transform: uppercase;
`;

export const Heading = styled.h1`
  color: ${color.white};
  font-size: ${font.size.heroMobile};
  line-height: ${font.lineHeight.tight};
  letter-spacing: ${font.tracking.hero};
  ${mq.lg} {
    font-size: ${font.size.hero};
  }
`;

export const Tagline = styled.p`
  color: ${color.accentLight};
  font-size: ${font.size.xl};
  font-weight: ${font.weight.semibold};
  ${mq.lg} {
    font-size: ${font.size['2xl']};
  }
`;

export const Lead = styled.p`
  max-width: ${font.measure};
  font-size: ${font.size.lg};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  margin-top: ${space[2]};
`;
