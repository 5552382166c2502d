import styled from '@emotion/styled';
import { color, radius, space } from '../../theme/tokens';
import type { IconName } from '../icons/icon-names';
import { icons } from '../icons/icons';

const Badge = styled.span<{ dark: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${space[7]};
  height: ${space[7]};
  border-radius: ${radius.control};
  background: ${({ dark }) => (dark ? color.navy700 : 'rgba(0, 122, 148, 0.1)')};
  color: ${({ dark }) => (dark ? color.accentLight : color.accentDark)};
`;

/** A content icon in a tinted square; decorative, since the text beside it says what it means. */
export function IconBadge({ name, dark = false }: { name: string; dark?: boolean }) {
  const Icon = icons[name as IconName];
  return <Badge dark={dark}>{Icon && <Icon aria-hidden="true" size={24} strokeWidth={1.75} />}</Badge>;
}
