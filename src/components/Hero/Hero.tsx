import { graphql } from 'gatsby';
import type { ReactNode } from 'react';
import { DarkActions } from '../ui/ButtonLink/ButtonLink.tsx';
import { Picture } from '../ui/Picture/Picture.tsx';
import { Eyebrow } from '../ui/Eyebrow/Eyebrow.ts';
import { Actions, DecorativeArt, Heading, HeroBody, HeroGrid, HeroSection, Lead, Tagline } from './Hero.styles.ts';
import { PagePart } from '../../../plugins/page-start/part.tsx';

interface Props extends Queries.PageHeroFieldsFragment {
  /** Under the calls to action: proof from real work (the home page's headline result). */
  proof?: ReactNode;
  /** Less room above and below from 1024 px, so what follows the hero starts in the first screen. */
  compact?: boolean;
  /** What stands in the other half where the page has no picture (a case study's headline figure and chart). */
  aside?: ReactNode;
}

/**
 * The dark opening band of every page: the page's one h1, its lead text, up to two calls to action and an
 * illustration (the page's only eager image). On desktop the picture sits beside the text; below 1024 px it
 * follows the buttons (see HeroGrid), unless it only decorates: then it goes below 768 px (DecorativeArt). A page
 * without a picture may give an `aside` to stand in its place.
 */
export function Hero({ eyebrow, heading, tagline, text, actions, image, proof, aside, compact = false }: Props) {
  return (
    <PagePart>
      <HeroSection compact={compact}>
        <HeroGrid halves={Boolean(image ?? aside)}>
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
            {proof}
          </HeroBody>
          {image &&
            (image.decorative ? (
              <DecorativeArt>
                <Picture image={image} />
              </DecorativeArt>
            ) : (
              <Picture image={image} eager />
            ))}
          {!image && aside}
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
