import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { useId } from 'react';
import { focusRing } from '../../../theme/styles';
import { color, font, mq, space } from '../../../theme/tokens';
import { Figure, TitleBar, Window } from '../../ui/Window/Window';

/**
 * The file as written, in the page's typeface, its indents and lines kept: a line longer than the window scrolls
 * sideways inside it (a phone), as code does, and the window takes the keyboard's focus to scroll it.
 */
const Code = styled.pre`
  margin: 0;
  padding: ${space[4]};
  overflow-x: auto;
  color: ${color.ink};
  font: inherit;
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.body};
  white-space: pre;
  code {
    font: inherit;
  }
  &:focus-visible {
    ${focusRing('-3px')}
  }
  ${mq.md} {
    padding: ${space[5]};
  }
`;

const Key = styled.span`
  color: ${color.accentText};
  font-weight: ${font.weight.semibold};
`;

const Comment = styled.span`
  color: ${color.textMuted};
`;

/** A YAML line in parts: a comment whole; else the indent, the key and the rest, when it has a key. */
export function partsOf(line: string): { comment?: string; indent?: string; key?: string; rest?: string } {
  if (/^\s*#/.test(line)) return { comment: line };
  const keyed = /^(\s*(?:- )?)([\w.-]+)(:.*)$/.exec(line);
  return keyed ? { indent: keyed[1], key: keyed[2], rest: keyed[3] } : { rest: line };
}

/**
 * A product's configuration file as its user writes it, in a window named by the file: keys in the accent,
 * comments quiet. Real text, so it reads and copies as the file does; the caption says it is an example.
 */
export function ConfigFile({ config }: { config: Queries.ConfigFileFieldsFragment }) {
  const captionId = useId();
  return (
    <Figure aria-labelledby={captionId}>
      <Window>
        <TitleBar>
          <span>{config.file}</span>
          <span>{config.status}</span>
        </TitleBar>
        <Code tabIndex={0} role="region" aria-label={config.file}>
          <code>
            {config.code.split('\n').map((line, index) => {
              const { comment, indent, key, rest } = partsOf(line);
              return (
                <span key={index}>
                  {index > 0 && '\n'}
                  {comment && <Comment>{comment}</Comment>}
                  {indent}
                  {key && <Key>{key}</Key>}
                  {rest}
                </span>
              );
            })}
          </code>
        </Code>
      </Window>
      <figcaption id={captionId}>{config.caption}</figcaption>
    </Figure>
  );
}

/** @public The fragment the templates' queries spread; Gatsby collects it at build time. */
export const query = graphql`
  fragment ConfigFileFields on ConfigFile {
    file
    status
    caption
    code
  }
`;
