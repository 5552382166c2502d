import type { HeroContent } from '../../types/content';
import { ButtonLink } from '../ui/ButtonLink';
import { Container } from '../ui/Container';
import { Actions, Eyebrow, Heading, HeroBody, HeroSection, Lead, Tagline } from './Hero.styles';

/** The dark opening band of every page: the page's one h1, its lead text and up to two calls to action. */
export function Hero({ eyebrow, heading, tagline, text, actions }: HeroContent) {
  return (
    <HeroSection>
      <Container>
        <HeroBody>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <Heading>{heading}</Heading>
          {tagline && <Tagline>{tagline}</Tagline>}
          <Lead>{text}</Lead>
          {actions && actions.length > 0 && (
            <Actions>
              {actions.map((action, index) => (
                <ButtonLink key={action.to} to={action.to} ground="dark" variant={index === 0 ? 'primary' : 'secondary'}>
                  {action.label}
                </ButtonLink>
              ))}
            </Actions>
          )}
        </HeroBody>
      </Container>
    </HeroSection>
  );
}
