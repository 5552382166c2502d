import styled from '@emotion/styled';
import { cardFrame } from '../theme/styles';
import { color, font, radius, space } from '../theme/tokens';

export const FormBox = styled.form`
  display: grid;
  gap: ${space[5]};
  padding: ${space[6]};
  ${cardFrame()}
`;

/** The form's own heading, where no section heading stands above it (the contact page). */
export const FormHeader = styled.div`
  display: grid;
  gap: ${space[2]};
  margin-bottom: ${space[2]};
  h2 {
    font-size: ${font.size.xl};
  }
`;

/** A message in the form itself, framed in its tone's colour with a thicker leading edge. */
const framed = (edge: string, ground: string) => `
  padding: ${space[4]};
  border: 1px solid ${edge};
  border-left-width: 4px;
  border-radius: ${radius.control};
  background: ${ground};
`;

/** What stays above the emptied fields once a message has gone. */
export const Confirmation = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space[3]};
  ${framed(color.successTone, color.successSurface)}
  color: ${color.ink};
  svg {
    flex: none;
    color: ${color.successTone};
  }
  strong {
    display: block;
    color: ${color.successTone};
  }
`;

export const Alert = styled.div`
  ${framed(color.errorTone, color.alertSurface)}
  color: ${color.errorTone};
  font-weight: ${font.weight.semibold};
  a {
    color: inherit;
  }
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
  /* The link's words stay on one line: it never breaks after its first word. */
  p a {
    white-space: nowrap;
  }
`;

/** The honeypot: out of sight and out of the accessibility tree; only bots fill it in. */
export const Trap = styled.div`
  display: none;
`;
