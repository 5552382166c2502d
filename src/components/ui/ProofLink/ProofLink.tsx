import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { color, font, motion, radius, space } from '../../../theme/tokens.ts';

/** The figure large in the accent, what it measures, and whose work it was; on a light or a dark ground. */
const Proof = styled(Link, { shouldForwardProp: (prop) => prop !== 'ground' })<{ ground: 'light' | 'dark' }>`
  display: flex;
  align-items: center;
  gap: ${space[4]};
  max-width: max-content;
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${color.border};
  border-left: 4px solid ${color.decoration};
  border-radius: 0 ${radius.control} ${radius.control} 0;
  background: ${color.surface};
  color: ${color.ink};
  text-decoration: none;
  transition: border-color ${motion.fast};
  /* The border shows the pointer; the words keep their colour, not the site's link hover. */
  &:hover {
    border-color: ${color.borderHover};
    color: ${color.ink};
  }
  strong {
    color: ${color.accentText};
    font-size: ${font.size['3xl']};
    font-weight: ${font.weight.bold};
    line-height: ${font.lineHeight.tight};
    white-space: nowrap;
  }
  span span {
    display: block;
    color: ${color.textMuted};
    font-size: ${font.size.sm};
  }
  /* An arrow for the eye; screen readers read the link's words alone. */
  span span::after {
    content: ' →' / '';
  }
  ${({ ground }) =>
    ground === 'dark' &&
    css`
      border-color: ${color.borderOnDark};
      border-left-color: ${color.decoration};
      background: ${color.surfaceRaised};
      color: ${color.textOnDark};
      &:hover {
        border-color: ${color.borderHoverOnDark};
        color: ${color.textOnDark};
      }
      strong {
        color: ${color.accentTextOnDark};
      }
      span span {
        color: ${color.textMutedOnDark};
      }
    `}
`;

interface Props {
  /** The case study whose headline figure is shown, linked: its first result, its name and address. */
  study: Pick<Queries.CaseCardFieldsFragment, 'label' | 'path' | 'article'>;
  /** The words after its name, e.g. "Read Full Case Study". */
  more: string;
  ground?: 'light' | 'dark';
}

/** One result from real work, linked to the case study that proves it. */
export function ProofLink({ study, more, ground = 'light' }: Props) {
  const [result] = study.article.results;
  if (!result) return null;
  return (
    <Proof to={study.path} ground={ground}>
      <strong>{result.value}</strong>{' '}
      <span>
        {result.label}{' '}
        <span>
          {study.label}: {more}
        </span>
      </span>
    </Proof>
  );
}
