import styled from '@emotion/styled';
import type { ContentLink } from '../../../types/content.ts';
import { bareList } from '../../../theme/styles.ts';
import { color, font, radius, space } from '../../../theme/tokens.ts';
import { CallToAction } from '../CallToAction/CallToAction.tsx';

const Platforms = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  ${bareList}
  li {
    padding: ${space[2]} ${space[4]};
    border: 1px solid ${color.borderOnDark};
    border-radius: ${radius.round};
    color: ${color.textOnDark};
    font-weight: ${font.weight.medium};
  }
`;

interface Props {
  eyebrow: string;
  heading: string;
  text: string;
  platforms: readonly string[];
  /** Its one button: with `offer` where it opens the form on a first step. */
  action: ContentLink & { offer?: string | null };
}

/** What Edge Bridge will support next, with a way to ask for early access: the page's call to action. */
export function ComingSoon({ eyebrow, heading, text, platforms, action }: Props) {
  return (
    <CallToAction cta={{ heading, text, actions: [{ offer: null, ...action }], firstStep: null }} eyebrow={eyebrow}>
      <Platforms>
        {platforms.map((platform) => (
          <li key={platform}>{platform}</li>
        ))}
      </Platforms>
    </CallToAction>
  );
}
