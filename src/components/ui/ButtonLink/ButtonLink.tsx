import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { buttonStyles, forwardButtonProp, type ButtonProps } from '../buttonStyles';

/** A Gatsby link (prefetched, client-side) that looks like a button. */
export const ButtonLink = styled(Link, { shouldForwardProp: forwardButtonProp })<ButtonProps>(buttonStyles);
