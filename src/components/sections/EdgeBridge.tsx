import styled from '@emotion/styled';
import type { ContentLink } from '../../types/content';
import { color, font, mq, radius, space } from '../../theme/tokens';
import { bareList, cardFrame, focusRingOnDark } from '../../theme/styles';
import { ButtonLink } from '../ui/ButtonLink';
import { Eyebrow } from '../ui/Eyebrow';

const Targets = styled.dl`
  display: grid;
  gap: ${space[4]};
  margin: 0;
  ${mq.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  div {
    padding: ${space[5]};
    ${cardFrame()}
    border-left: 4px solid ${color.accentDark};
  }
  dt {
    margin-bottom: ${space[2]};
    color: ${color.ink};
    font-size: ${font.size.lg};
    font-weight: ${font.weight.bold};
  }
  dd {
    margin: 0;
  }
`;

/** The clouds and brokers Edge Bridge publishes to, each with how it supports it. */
export function CloudSupportList({ items }: { items: readonly { name: string; description: string }[] }) {
  return (
    <Targets>
      {items.map((item) => (
        <div key={item.name}>
          <dt>{item.name}</dt>
          <dd>{item.description}</dd>
        </div>
      ))}
    </Targets>
  );
}

const Panel = styled.section`
  display: grid;
  gap: ${space[5]};
  justify-items: start;
  padding: ${space[7]} ${space[5]};
  border-radius: ${radius.sheet};
  background: ${color.surfaceDark};
  color: ${color.textMutedOnDark};
  ${mq.md} {
    padding: ${space[8]};
  }
  h2 {
    color: ${color.white};
    font-size: ${font.size['3xl']};
  }
  p {
    max-width: ${font.measure};
    font-size: ${font.size.lg};
  }
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
  ${focusRingOnDark}
`;

interface ComingSoonProps {
  eyebrow: string;
  heading: string;
  text: string;
  platforms: readonly string[];
  action: ContentLink;
}

/** What Edge Bridge will support next, with a way to ask for early access. */
export function ComingSoon({ eyebrow, heading, text, platforms, action }: ComingSoonProps) {
  return (
    <Panel aria-labelledby="coming-soon-heading">
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
