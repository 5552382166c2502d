import styled from '@emotion/styled';
import { mq, space } from '../../theme/tokens';
import { ButtonLink } from '../ui/ButtonLink';
import { Eyebrow } from '../ui/Eyebrow';
import { ItemText } from '../ui/Prose';
import { Stats } from './Stats';

/** Summary, figures, link in one column; from 1024 px the figures stand beside the summary and the link under it. */
const Feature = styled.div`
  display: grid;
  gap: ${space[7]};
  justify-items: start;
  > dl {
    justify-self: stretch;
  }
  ${mq.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${space[6]} ${space[8]};
    > dl {
      grid-column: 2;
      grid-row: 1 / span 2;
      align-self: center;
    }
    > div {
      align-self: end;
    }
    > a {
      align-self: start;
    }
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

/** A case study in brief, for a dark band: its name, title and summary, its results as large figures, a link to it. */
export function FeaturedCase({ label, title, summary, results, link }: Props) {
  return (
    <Feature>
      <ItemText>
        <Eyebrow ground="dark">{label}</Eyebrow>
        <h3>{title}</h3>
        <p>{summary}</p>
      </ItemText>
      <Stats stats={results} dark columns={results.length % 3 === 0 ? 3 : 2} />
      <ButtonLink to={link.to} ground="dark">
        {link.label}
      </ButtonLink>
    </Feature>
  );
}
