import styled from '@emotion/styled';
import { cardFrame } from '../theme/styles.ts';
import { color, font, radius, space } from '../theme/tokens.ts';

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

/** A send's outcome above the fields: its tone's icon, its title on a line of its own, then what happened. */
const outcome = (tone: string, ground: string) => `
  display: flex;
  align-items: flex-start;
  gap: ${space[3]};
  ${framed(tone, ground)}
  color: ${color.ink};
  svg {
    flex: none;
    color: ${tone};
  }
  strong {
    display: block;
    color: ${tone};
  }
  a {
    color: inherit;
    font-weight: ${font.weight.semibold};
  }
`;

/** What stays above the emptied fields once a message has gone. */
export const Confirmation = styled.div(outcome(color.successTone, color.successSurface));

/** What stays above the fields, all still filled in, when a message could not go. */
export const Alert = styled.div(outcome(color.errorTone, color.alertSurface));

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
