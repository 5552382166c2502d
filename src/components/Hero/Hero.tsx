import { graphql } from 'gatsby';
import { DarkActions } from '../ui/ButtonLink/ButtonLink';
import { Picture } from '../ui/Picture/Picture';
import { Eyebrow } from '../ui/Eyebrow/Eyebrow';
import { Actions, DecorativeArt, Heading, HeroBody, HeroGrid, HeroSection, Lead, Tagline } from './Hero.styles';
import { PagePart } from '../PagePart/PagePart';

/**
 * The dark opening band of every page: the page's one h1, its lead text, up to two calls to action and an
 * illustration (the page's only eager image). On desktop the picture sits beside the text; below 1024 px it
 * follows the buttons (see HeroGrid), unless it only decorates: then it goes below 768 px (DecorativeArt).
 */
export function Hero({ eyebrow, heading, tagline, text, actions, image }: Queries.PageHeroFieldsFragment) {
  return (
    <PagePart>
      <HeroSection>
        <HeroGrid hasImage={Boolean(image)}>
          <HeroBody>
            {eyebrow && <Eyebrow ground="dark">{eyebrow}</Eyebrow>}
            <Heading>{heading}</Heading>
            {tagline && <Tagline>{tagline}</Tagline>}
            <Lead>{text}</Lead>
            {actions && actions.length > 0 && (
              <Actions>
                <DarkActions actions={actions} />
              </Actions>
            )}
          </HeroBody>
          {image &&
            (image.decorative ? (
              <DecorativeArt>
                <Picture image={image} />
              </DecorativeArt>
            ) : (
              <Picture image={image} eager />
            ))}
        </HeroGrid>
      </HeroSection>
    </PagePart>
  );
}

/** @public The fragment the templates' queries spread; Gatsby collects it at build time. */
export const query = graphql`
  fragment PageHeroFields on PageHero {
    eyebrow
    heading
    tagline
    text
    actions {
      label
      to
    }
    image {
      ...MediaImage
    }
  }
`;
