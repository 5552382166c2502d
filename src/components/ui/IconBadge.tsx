import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { color, radius, space } from '../../theme/tokens';
import type { ContentIcon } from '../../types/content';

const Badge = styled.span<{ dark: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${space[7]};
  height: ${space[7]};
  border-radius: ${radius.control};
  background: ${({ dark }) => (dark ? color.navy700 : color.iconTint)};
  color: ${({ dark }) => (dark ? color.accentLight : color.accentDark)};
`;

/**
 * A content icon in a tinted square; decorative, since the text beside it says what it means. The shapes
 * come with the page's data, drawn at build time by lucide (gatsby/icons.ts).
 */
export function IconBadge({ icon, dark = false }: { icon: ContentIcon; dark?: boolean }) {
  return (
    <Badge dark={dark}>
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
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

export const query = graphql`
  fragment IconShapes on Icon {
    name
    svg
  }
`;
