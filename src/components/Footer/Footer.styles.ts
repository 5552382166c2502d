import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { darkGround, eyebrowText } from '../../theme/styles.ts';
import { color, font, layout, mq, space } from '../../theme/tokens.ts';
import { LinkList } from '../ui/LinkList/LinkList.tsx';

export const FooterBar = styled.footer`
  padding-top: ${space[8]};
  ${darkGround}
  a {
    color: ${color.textOnDark};
    text-decoration: none;
  }
  a:hover {
    color: ${color.linkOnDark};
    text-decoration: underline;
  }
`;

/**
 * The brand, the link groups and the contacts: the two link groups side by side from the smallest screen, the
 * contacts beside them from 768 px, everything in one row from 1024 px.
 */
export const FooterGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[6]} ${space[5]};
  ${mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: 1.4fr 1fr 1fr 1.2fr;
    gap: ${space[7]};
  }
`;

export const Brand = styled.div`
  display: grid;
  grid-column: 1 / -1;
  gap: ${space[4]};
  align-content: start;
  max-width: ${font.shortMeasure};
  ${mq.lg} {
    grid-column: auto;
  }
  /* The social links are a group of their own: a heading's space above them, not a paragraph's. */
  > :last-child {
    margin-top: ${space[4]};
  }
`;

export const ContactColumn = styled.div`
  grid-column: 1 / -1;
  ${mq.md} {
    grid-column: auto;
  }
`;

export const BrandName = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  color: ${color.textOnDark};
  font-size: ${font.size.lg};
  font-weight: ${font.weight.bold};
  svg {
    color: ${color.decoration};
  }
`;

export const GroupTitle = styled.h2`
  margin-bottom: ${space[3]};
  color: ${color.textOnDark};
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
    /* A name that wraps in a narrow column reads as one item, apart from the next. */
    padding-block: ${space[1]};
    line-height: ${font.lineHeight.heading};
    text-wrap: balance;
  }
  svg {
    flex: none;
    color: ${color.accentTextOnDark};
  }
`;

export const GroupLinks = styled(LinkList)`
  ${linkColumn}
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
