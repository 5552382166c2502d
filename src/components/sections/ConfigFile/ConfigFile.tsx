import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { useId, useRef } from 'react';
import { CopyButton } from './CopyButton.tsx';
import { focusRing } from '../../../theme/styles.ts';
import { color, font, mq, space } from '../../../theme/tokens.ts';
import { Figure, TitleBar, Window } from '../../ui/Window/Window.tsx';

/**
 * The file as written, in a monospace face, its indents and lines kept: a line longer than the window scrolls
 * sideways inside it (a phone), as code does, and the window takes the keyboard's focus to scroll it.
 */
const Code = styled.pre`
  margin: 0;
  padding: ${space[4]};
  overflow-x: auto;
  color: ${color.ink};
  font-family: ${font.mono};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.body};
  white-space: pre;
  code {
    font-family: inherit;
  }
  &:focus-visible {
    ${focusRing('-3px')}
  }
  ${mq.md} {
    padding: ${space[5]};
  }
`;

/**
 * The window across; under it the caption, and the copy button at its right (before the caption in the markup, which
 * HTML wants last in its figure).
 */
const FileFigure = styled(Figure)`
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  > :first-child {
    grid-column: 1 / -1;
  }
  > button {
    grid-area: 2 / 2;
  }
  > figcaption {
    grid-area: 2 / 1;
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
  const code = useRef<HTMLPreElement>(null);
  return (
    <FileFigure aria-labelledby={captionId}>
      <Window>
        <TitleBar>
          <span>{config.file}</span>
          <span>{config.status}</span>
        </TitleBar>
        <Code ref={code} tabIndex={0} role="region" aria-label={config.file}>
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
      <CopyButton text={config.code} label={config.copy} done={config.copied} fallback={code} />
      <figcaption id={captionId}>{config.caption}</figcaption>
    </FileFigure>
  );
}

/** @public The fragment the templates' queries spread; Gatsby collects it at build time. */
export const query = graphql`
  fragment ConfigFileFields on ConfigFile {
    file
    status
    caption
    code
    copy
    copied
  }
`;
