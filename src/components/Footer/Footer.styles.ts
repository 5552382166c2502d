import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { bareList, darkGround, eyebrowText } from '../../theme/styles';
import { color, font, layout, mq, space } from '../../theme/tokens';
import { LinkList } from '../ui/LinkList';

export const FooterBar = styled.footer`
  padding-top: ${space[8]};
  ${darkGround}
  a {
    color: ${color.white};
    text-decoration: none;
  }
  a:hover {
    color: ${color.accentLight};
    text-decoration: underline;
  }
`;

export const FooterGrid = styled.div`
  display: grid;
  gap: ${space[6]};
  ${mq.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq.lg} {
    grid-template-columns: 1.4fr 1fr 1fr 1.2fr;
    gap: ${space[7]};
  }
`;

export const Brand = styled.div`
  display: grid;
  gap: ${space[4]};
  align-content: start;
  max-width: ${font.shortMeasure};
`;

export const BrandName = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  color: ${color.white};
  font-size: ${font.size.lg};
  font-weight: ${font.weight.bold};
  svg {
    color: ${color.accent};
  }
`;

export const GroupTitle = styled.h2`
  margin-bottom: ${space[3]};
  color: ${color.white};
  ${eyebrowText}
`;

/** A column of links, each with room for an icon. */
const linkColumn = css`
  display: grid;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
    min-height: ${layout.minTarget};
  }
  svg {
    flex: none;
    color: ${color.accentLight};
  }
`;

export const GroupLinks = styled(LinkList)`
  ${linkColumn}
`;

export const ContactLinks = styled.ul`
  ${bareList}
  ${linkColumn}
`;

export const Address = styled.address`
  display: flex;
  gap: ${space[2]};
  margin-bottom: ${space[2]};
  font-style: normal;
  svg {
    flex: none;
    margin-top: ${space[1]};
    color: ${color.accentLight};
  }
`;

export const BottomBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  margin-top: ${space[8]};
  padding-block: ${space[4]};
  border-top: 1px solid ${color.borderOnDark};
  font-size: ${font.size.sm};
  ul {
    display: flex;
    gap: ${space[4]};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${layout.minTarget};
  }
`;
