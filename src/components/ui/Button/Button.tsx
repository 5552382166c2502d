import styled from '@emotion/styled';
import { Button as AriaButton } from 'react-aria-components/Button';
import { buttonStyles, forwardButtonProp, type ButtonProps } from '../buttonStyles.ts';

/**
 * react-aria's Button with the site's button look. One that keeps focus while it does nothing (aria-disabled, as the
 * contact form's Send while it sends) looks as disabled as one that does not.
 */
export const Button = styled(AriaButton, { shouldForwardProp: forwardButtonProp })<ButtonProps>(
  buttonStyles,
  `&[data-disabled], &[aria-disabled='true'] { opacity: 0.6; cursor: not-allowed; }`,
);
