import styled from '@emotion/styled';
import { cardFrame } from '../theme/styles';
import { color, font, radius, space } from '../theme/tokens';

export const FormBox = styled.form`
  display: grid;
  gap: ${space[5]};
  padding: ${space[6]};
  ${cardFrame()}
`;

export const Alert = styled.div`
  padding: ${space[4]};
  border: 1px solid ${color.danger};
  border-left-width: 4px;
  border-radius: ${radius.control};
  background: ${color.alertSurface};
  color: ${color.danger};
  font-weight: ${font.weight.semibold};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]};
  p {
    max-width: ${font.shortMeasure};
    font-size: ${font.size.sm};
  }
`;

/** The honeypot: out of sight and out of the accessibility tree; only bots fill it in. */
export const Trap = styled.div`
  display: none;
`;
