import styled from '@emotion/styled';
import { font, space } from '../../theme/tokens';

/** Running text at a readable measure, with space between paragraphs. */
export const Prose = styled.div`
  display: grid;
  gap: ${space[4]};
  max-width: ${font.measure};
  font-size: ${font.size.lg};
`;

/** Blocks of a section stacked with generous space between them. */
export const Stack = styled.div`
  display: grid;
  gap: ${space[7]};
`;

/** Company facts that page copy may name as {founder}, {company} or {email}; they live in content/site.json. */
interface Facts {
  founder: string;
  name: string;
  email: string;
}

/** Puts the company facts from content/site.json where page copy names them, so they change in one place. */
export const fillFacts = (text: string, facts: Facts) =>
  text.replaceAll('{founder}', facts.founder).replaceAll('{company}', facts.name).replaceAll('{email}', facts.email);
