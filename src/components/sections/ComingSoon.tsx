import styled from '@emotion/styled';
import type { ContentLink } from '../../types/content';
import { bareList } from '../../theme/styles';
import { color, font, radius, space } from '../../theme/tokens';
import { ButtonLink } from '../ui/ButtonLink';
import { DarkPanel } from '../ui/DarkPanel';
import { Eyebrow } from '../ui/Eyebrow';

const Panel = styled(DarkPanel)`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space[2]};
    ${bareList}
  }
  li {
    padding: ${space[2]} ${space[4]};
    border: 1px solid ${color.borderOnDark};
    border-radius: ${radius.round};
    color: ${color.white};
    font-weight: ${font.weight.medium};
  }
`;

interface Props {
  eyebrow: string;
  heading: string;
  text: string;
  platforms: readonly string[];
  action: ContentLink;
}

/** What Edge Bridge will support next, with a way to ask for early access. */
export function ComingSoon({ eyebrow, heading, text, platforms, action }: Props) {
  return (
    <Panel as="section" aria-labelledby="coming-soon-heading">
      <Eyebrow ground="dark">{eyebrow}</Eyebrow>
      <h2 id="coming-soon-heading">{heading}</h2>
      <p>{text}</p>
      <ul>
        {platforms.map((platform) => (
          <li key={platform}>{platform}</li>
        ))}
      </ul>
      <ButtonLink to={action.to} ground="dark">
        {action.label}
      </ButtonLink>
    </Panel>
  );
}
