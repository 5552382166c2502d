import type { HeadProps, PageProps } from 'gatsby';
import { useEffect } from 'react';
import { Seo } from '../components/Seo/Seo';
import { StatusMessage } from '../components/StatusMessage/StatusMessage';
import { useSiteContent } from '../hooks/useSiteContent';

/** Shown for any address the site does not have; static hosts serve it from 404.html with status 404. */
export default function NotFoundPage({ location }: PageProps) {
  const { notFound } = useSiteContent().site.ui;

  useEffect(() => {
    console.error(`404: no page at ${location.pathname}`);
  }, [location.pathname]);

  return <StatusMessage heading={notFound.heading} text={notFound.text} link={{ label: notFound.homeLink, to: '/' }} />;
}

export function Head({ location }: HeadProps) {
  const { notFound } = useSiteContent().site.ui;
  return <Seo title={notFound.title} description={notFound.description} pathname={location.pathname} noindex />;
}
