import styled from '@emotion/styled';
import { Button as AriaButton } from 'react-aria-components/Button';
import { buttonStyles, forwardButtonProp, type ButtonProps } from '../buttonStyles';

/** react-aria's Button with the site's button look. */
export const Button = styled(AriaButton, { shouldForwardProp: forwardButtonProp })<ButtonProps>(
  buttonStyles,
  `&[data-disabled] { opacity: 0.6; cursor: not-allowed; }`,
);
