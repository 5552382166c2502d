import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';
import { color, radius } from '../../theme/tokens';

/** An image from content: `{ src, alt }`, processed by gatsby-plugin-image into responsive AVIF/WebP. */
export interface ImageContent {
  readonly alt: string;
  readonly src: { readonly childImageSharp: { readonly gatsbyImageData: unknown } | null };
}

const Frame = styled(GatsbyImage)`
  border-radius: ${radius.card};
  background: ${color.surfaceAlt};
`;

interface Props {
  image: ImageContent;
  /** Only the first screen's image loads eagerly; everything else waits until it is near the viewport. */
  eager?: boolean;
  className?: string;
}

export function Picture({ image, eager = false, className }: Props) {
  const data = image.src.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined;
  if (!data) return null;
  return <Frame image={data} alt={image.alt} loading={eager ? 'eager' : 'lazy'} className={className} />;
}

export const query = graphql`
  fragment MediaImage on ContentImage {
    alt
    src {
      childImageSharp {
        gatsbyImageData(
          width: 640
          layout: CONSTRAINED
          formats: [AUTO, WEBP, AVIF]
          placeholder: NONE
          breakpoints: [320, 480, 640, 960, 1280]
        )
      }
    }
  }
`;
