import styled from '@emotion/styled';
import { font, mq, space } from '../../theme/tokens';
import { ButtonLink } from '../ui/ButtonLink';
import { Eyebrow } from '../ui/Eyebrow';
import { ItemText } from '../ui/Prose';
import { Stats } from './Stats';

const Feature = styled.div`
  display: grid;
  gap: ${space[7]};
  ${mq.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${space[8]};
    align-items: center;
  }
`;

const Summary = styled(ItemText)`
  p {
    font-size: ${font.size.lg};
  }
  a {
    margin-top: ${space[2]};
  }
`;

interface Props {
  /** The case study's name, e.g. "On-Site Energy". */
  label: string;
  title: string;
  summary: string;
  results: readonly { value: string; label: string }[];
  link: { label: string; to: string };
}

/**
 * A case study in brief, for a dark band: its name, title and summary with a link to it, beside its results as
 * large figures (below them on mobile).
 */
export function FeaturedCase({ label, title, summary, results, link }: Props) {
  return (
    <Feature>
      <Summary>
        <Eyebrow ground="dark">{label}</Eyebrow>
        <h3>{title}</h3>
        <p>{summary}</p>
        <ButtonLink to={link.to} ground="dark">
          {link.label}
        </ButtonLink>
      </Summary>
      <Stats stats={results} dark columns={results.length % 3 === 0 ? 3 : 2} />
    </Feature>
  );
}
