import styled from '@emotion/styled';
import { color, font, space } from '../../theme/tokens.ts';
import { sectionHeadingSize } from '../../theme/styles.ts';
import { ButtonLink } from '../ui/ButtonLink/ButtonLink.tsx';
import { Container } from '../ui/Container/Container.tsx';

interface Props {
  heading: string;
  text: string;
  link: { label: string; to: string };
  role?: 'alert';
}

const Section = styled.section`
  padding-block: ${space[9]};
  background: ${color.surfaceAlt};
`;

const Body = styled.div`
  display: grid;
  justify-items: start;
  gap: ${space[5]};
  max-width: ${font.measure};
  h1 {
    ${sectionHeadingSize(true)}
  }
  p {
    font-size: ${font.size.lg};
  }
`;

/** A full-width message with a way back home: the not-found page and the error screen. */
export function StatusMessage({ heading, text, link, role }: Props) {
  return (
    <Section role={role}>
      <Container>
        <Body>
          <h1>{heading}</h1>
          <p>{text}</p>
          <ButtonLink to={link.to}>{link.label}</ButtonLink>
        </Body>
      </Container>
    </Section>
  );
}
