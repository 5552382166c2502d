import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { buttonStyles, forwardButtonProp, type ButtonProps } from '../buttonStyles.ts';

/** A Gatsby link (prefetched, client-side) that looks like a button. */
export const ButtonLink = styled(Link, { shouldForwardProp: forwardButtonProp })<ButtonProps>(buttonStyles);

/** The calls to action of a dark band, side by side: the first primary, the others secondary. */
export function DarkActions({ actions }: { actions: readonly { label: string; to: string }[] }) {
  return actions.map((action, index) => (
    <ButtonLink key={action.to} to={action.to} ground="dark" variant={index === 0 ? 'primary' : 'secondary'}>
      {action.label}
    </ButtonLink>
  ));
}
