import styled from '@emotion/styled';
import { radius, size } from '../../../theme/tokens.ts';
import { Picture } from './Picture.tsx';

/**
 * A person's photo, round at the avatar's size (the team on About, a client beside their quote); the doubled
 * selector wins over the picture's own width and centring.
 */
export const Portrait = styled(Picture)`
  && {
    flex: none;
    width: ${size.avatar};
    margin: 0;
  }
  img {
    border-radius: ${radius.round};
  }
`;
