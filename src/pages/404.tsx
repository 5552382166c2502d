import type { HeadProps, PageProps } from 'gatsby';
import { useEffect } from 'react';
import { Hero } from '../components/Hero/Hero.tsx';
import { Seo } from '../components/Seo/Seo.tsx';
import { SiteSections } from '../components/SiteSections/SiteSections.tsx';
import { useSiteContent } from '../hooks/useSiteContent.ts';

/**
 * Shown for any address the site does not have; static hosts serve it from 404.html with status 404. It opens like
 * every page, with the hero, and leads on to the site's main sections.
 */
export default function NotFoundPage({ location }: PageProps) {
  const { site, navigation } = useSiteContent();
  const { notFound } = site.ui;

  useEffect(() => {
    console.error(`404: no page at ${location.pathname}`);
  }, [location.pathname]);

  return (
    <>
      <Hero
        eyebrow={null}
        heading={notFound.heading}
        tagline={null}
        text={notFound.text}
        actions={[{ label: notFound.homeLink, to: '/' }]}
        image={null}
      />
      <SiteSections navigation={navigation.header} pathname={location.pathname} />
    </>
  );
}

export function Head({ location }: HeadProps) {
  const { notFound } = useSiteContent().site.ui;
  return <Seo title={notFound.title} description={notFound.description} pathname={location.pathname} noindex />;
}
