import { useSiteContent } from '../../hooks/useSiteContent.ts';
import { useSiteUrl } from '../../hooks/useSiteUrl.ts';
import { color } from '../../theme/tokens.ts';
import { organization } from './structuredData.ts';

interface Props {
  title: string;
  description: string;
  /** The page's path, e.g. '/about/'; it makes the canonical URL. */
  pathname: string;
  /** For pages search engines should not list, such as the not-found page. */
  noindex?: boolean;
  /** schema.org data about the page, added to the company's own. */
  structuredData?: object[];
}

/** The document head of every page: title, description, canonical URL and social-card tags. */
export function Seo({ title, description, pathname, noindex = false, structuredData = [] }: Props) {
  const { site } = useSiteContent();
  const siteUrl = useSiteUrl();
  const fullTitle = `${title} | ${site.shortName}`;
  const url = `${siteUrl}${pathname}`;
  const image = `${siteUrl}/social-card.png`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={site.name} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="theme-color" content={color.surfaceDark} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/icons/icon-180.png" />
      <link rel="manifest" href="/site.webmanifest" />
      {[organization(site, siteUrl), ...structuredData].map((data) => (
        <script
          key={String((data as { '@type'?: string })['@type'])}
          type="application/ld+json"
          // Raw JSON, with '<' escaped so no text in it can end the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  );
}
