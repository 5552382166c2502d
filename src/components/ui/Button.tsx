import styled from '@emotion/styled';
import { Button as AriaButton } from 'react-aria-components/Button';
import { buttonStyles } from './ButtonLink';

interface Props {
  variant?: 'primary' | 'secondary';
  ground?: 'light' | 'dark';
}

/** react-aria's Button with the site's button look. */
export const Button = styled(AriaButton, {
  shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'ground',
})<Props>(buttonStyles, `&[data-disabled] { opacity: 0.6; cursor: not-allowed; }`);
