import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { bareList, eyebrowText } from '../../../theme/styles.ts';
import type { Filter } from '../../../lib/pageContexts.ts';
import { color, font, layout, mq, radius, space } from '../../../theme/tokens.ts';

const Nav = styled.nav`
  display: grid;
  gap: ${space[5]};
  margin-bottom: ${space[7]};
  ${mq.lg} {
    grid-template-columns: auto minmax(0, 1fr) minmax(0, 1fr);
    gap: ${space[6]};
  }
`;

const Group = styled.div`
  display: grid;
  gap: ${space[3]};
  align-content: start;
  > p {
    color: ${color.text};
    ${eyebrowText}
  }
`;

const Choices = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  ${bareList}
`;

/** A filter as a pill; the listing on show is filled in, and says so to screen readers (aria-current). */
const Choice = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${layout.minTarget};
  padding: ${space[2]} ${space[4]};
  border: 1px solid ${color.secondaryBorder};
  border-radius: ${radius.round};
  background: ${color.surface};
  color: ${color.ink};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.medium};
  text-decoration: none;
  &:hover {
    border-color: ${color.borderHover};
    color: ${color.ink};
  }
  &[aria-current='page'] {
    border-color: ${color.surfaceDark};
    background: ${color.surfaceDark};
    color: ${color.textOnDark};
  }
  ${mq.forcedColors} {
    &[aria-current='page'] {
      border-width: 3px;
    }
  }
`;

interface Props {
  /** The nav's name for screen readers: "Filter case studies". */
  label: string;
  all: { label: string; to: string; count: number };
  filters: readonly Filter[];
  headings: { service: string; sector: string };
  /** Where the listing on show starts. */
  current: string;
  /** The anchor of the listing, so a filter keeps the visitor's place on the page. */
  anchor: string;
}

/**
 * The index's filters as links, one page per listing, so they work without JavaScript and each has an address to
 * share: every case study, then by service, then by sector, each with its count.
 */
export function CaseFilters({ label, all, filters, headings, current, anchor }: Props) {
  const choice = ({ label: words, to, count }: { label: string; to: string; count: number }) => (
    <li key={to}>
      <Choice to={`${to}#${anchor}`} aria-current={to === current ? 'page' : undefined}>
        {words} ({count})
      </Choice>
    </li>
  );
  return (
    <Nav aria-label={label}>
      <Group>
        <Choices>{choice(all)}</Choices>
      </Group>
      {(['service', 'sector'] as const).map((kind) => (
        <Group key={kind}>
          <p id={`filter-${kind}`}>{headings[kind]}</p>
          <Choices aria-labelledby={`filter-${kind}`}>
            {filters.filter((filter) => filter.kind === kind).map(choice)}
          </Choices>
        </Group>
      ))}
    </Nav>
  );
}
