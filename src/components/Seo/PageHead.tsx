import { graphql, type HeadProps } from 'gatsby';
import { Seo } from './Seo.tsx';

interface Data {
  page: { seo: Queries.PageSeoFieldsFragment } | null;
}

/** The Head export of every page template: its query names the page node `page` and selects PageSeoFields. */
export function PageHead({ data, location, structuredData }: HeadProps<Data> & { structuredData?: object[] }) {
  if (!data.page) return null;
  const { noindex, ...seo } = data.page.seo;
  return <Seo {...seo} noindex={noindex ?? false} pathname={location.pathname} structuredData={structuredData} />;
}

/** @public The fragment the templates' queries spread; Gatsby collects it at build time. */
export const query = graphql`
  fragment PageSeoFields on PageSeo {
    title
    description
    noindex
  }
`;
