import styled from '@emotion/styled';
import { color, font, space } from '../../../theme/tokens.ts';
import { LinkedText } from '../../ui/LinkedText/LinkedText.tsx';
import { Prose } from '../../ui/Prose/Prose.tsx';

const Notice = styled(Prose)`
  margin-inline: auto;
  gap: ${space[6]};
  h2 {
    margin-bottom: ${space[3]};
    font-size: ${font.size['2xl']};
  }
  section p + p {
    margin-top: ${space[3]};
  }
`;

const Updated = styled.p`
  color: ${color.text};
  font-size: ${font.size.sm};
`;

interface Props {
  /** When the notice last changed, as the page says it. */
  updated: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

/** The privacy notice: when it was updated, then its sections, with the addresses they name as links. */
export function PrivacyNotice({ updated, sections }: Props) {
  return (
    <Notice>
      <Updated>{updated}</Updated>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <LinkedText text={paragraph} />
            </p>
          ))}
        </section>
      ))}
    </Notice>
  );
}
