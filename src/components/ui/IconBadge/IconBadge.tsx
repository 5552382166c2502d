import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { color, radius, space } from '../../../theme/tokens.ts';
import type { ContentIcon } from '../../../types/content.ts';

const Badge = styled.span<{ dark: boolean; small: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ small }) => (small ? space[6] : space[7])};
  height: ${({ small }) => (small ? space[6] : space[7])};
  border-radius: ${radius.control};
  background: ${({ dark }) => (dark ? color.iconTintOnDark : color.iconTint)};
  color: ${({ dark }) => (dark ? color.accentTextOnDark : color.accentText)};
`;

interface Props {
  icon: ContentIcon;
  dark?: boolean;
  /** A 32 px square with a 20 px icon, for items in a list rather than cards. */
  small?: boolean;
}

/**
 * A content icon in a tinted square; decorative, since the text beside it says what it means. The shapes
 * come with the page's data, drawn at build time by lucide (gatsby/content/schemas/icons.ts).
 */
export function IconBadge({ icon, dark = false, small = false }: Props) {
  const iconSize = small ? 20 : 24;
  return (
    <Badge dark={dark} small={small}>
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={iconSize}
        height={iconSize}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={`lucide lucide-${icon.name}`}
        aria-hidden="true"
        dangerouslySetInnerHTML={{ __html: icon.svg }}
      />
    </Badge>
  );
}

/** @public The fragment the templates' queries spread; Gatsby collects it at build time. */
export const query = graphql`
  fragment IconShapes on Icon {
    name
    svg
  }
`;
