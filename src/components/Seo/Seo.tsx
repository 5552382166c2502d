import { useSiteContent } from '../../hooks/useSiteContent';
import { useSiteUrl } from '../../hooks/useSiteUrl';

interface Props {
  title: string;
  description: string;
  /** The page's path, e.g. '/about/'; it makes the canonical URL. */
  pathname: string;
  /** For pages search engines should not list, such as the not-found page. */
  noindex?: boolean;
}

/** The document head of every page: title, description, canonical URL and social-card tags. */
export function Seo({ title, description, pathname, noindex = false }: Props) {
  const { site } = useSiteContent();
  const siteUrl = useSiteUrl();
  const fullTitle = `${title} | ${site.shortName}`;
  const url = `${siteUrl}${pathname}`;
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
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
