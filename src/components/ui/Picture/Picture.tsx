import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { color, radius } from '../../../theme/tokens.ts';

/** An image from content, `{ src, alt, decorative }`, as the MediaImage fragment below asks for it: sizes and formats sharp made. */
export type ImageContent = Queries.MediaImageFragment;

/** Never wider than its largest file; in a wider column (a tablet's hero) it stands centred, not to one side. */
const Frame = styled.picture<{ maxWidth: number }>`
  display: block;
  /* A width of its own, so a grid does not size it by its image, which may not have arrived. */
  width: 100%;
  max-width: ${({ maxWidth }) => maxWidth}px;
  margin-inline: auto;
  img {
    width: 100%;
    height: auto;
    border-radius: ${radius.card};
    background: ${color.surfaceAlt};
  }
`;

interface Props {
  image: ImageContent;
  /** The first screen's image: fetched first and at once. Everything else loads when near the viewport. */
  eager?: boolean;
  className?: string;
}

/**
 * A plain <picture> from the sizes and formats sharp made at build time: AVIF, then WebP, then the original
 * format, with width and height set so nothing moves when it arrives. No script is needed to show it.
 */
export function Picture({ image, eager = false, className }: Props) {
  const data = image.src.childImageSharp?.gatsbyImageData;
  if (!data) return null;
  const { sources = [], fallback } = data.images;
  return (
    <Frame maxWidth={data.width} className={className}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={data.width}
        height={data.height}
        alt={image.decorative ? '' : (image.alt ?? '')}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        // React 18 passes it through only in lower case. The boot script finds the hero's picture by it, and waits for
        // its paint before it asks for the page's code (plugins/page-start/contract.ts, heroImage).
        {...(eager ? { fetchpriority: 'high' } : {})}
      />
    </Frame>
  );
}

/** @public The fragment the templates' queries spread; Gatsby collects it at build time. */
export const query = graphql`
  fragment MediaImage on ContentImage {
    alt
    decorative
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

  # For an image as wide as the reading column (768 px), such as the case study's.
  fragment WideImage on ContentImage {
    alt
    decorative
    src {
      childImageSharp {
        gatsbyImageData(
          width: 768
          layout: CONSTRAINED
          formats: [AUTO, WEBP, AVIF]
          placeholder: NONE
          breakpoints: [384, 576, 768, 1152, 1536]
        )
      }
    }
  }

  # A logo in the strip under the home hero, at most 180 px wide: that size and twice it. PNG only: a flat greyscale
  # drawing is a third the size of its AVIF or WebP (2.4–3 KB at 360 px against 7–10).
  fragment LogoImage on ContentImage {
    alt
    decorative
    src {
      childImageSharp {
        gatsbyImageData(width: 180, layout: FIXED, formats: [PNG], placeholder: NONE)
      }
    }
  }

  # A portrait, shown 96 px square: that size and twice it, for sharp screens.
  fragment PortraitImage on ContentImage {
    alt
    decorative
    src {
      childImageSharp {
        gatsbyImageData(width: 96, height: 96, layout: FIXED, formats: [AUTO, WEBP, AVIF], placeholder: NONE)
      }
    }
  }
`;
