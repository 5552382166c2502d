import type { SiteFacts } from '../../types/content.ts';
import { siteLocale } from '../../lib/locale.ts';

/** schema.org data about the company, on every page (https://schema.org/Organization). */
export function organization(site: SiteFacts, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icons/icon-512.png`,
    email: site.email,
    telephone: site.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.streetAddress,
      addressLocality: site.address.locality,
      postalCode: site.address.postalCode,
      addressCountry: 'GB',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: site.email,
      telephone: site.phone,
      areaServed: 'GB',
      availableLanguage: siteLocale,
    },
    sameAs: site.social.map((social) => social.url),
  };
}

export function softwareApplication({ name, description, url }: { name: string; description: string; url: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name,
    description,
    url,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Linux',
  };
}

export function article(args: {
  headline: string;
  description: string;
  url: string;
  image: string;
  publisher: string;
}) {
  const publisher = { '@type': 'Organization', name: args.publisher };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: args.headline,
    description: args.description,
    url: args.url,
    image: args.image,
    author: publisher,
    publisher,
  };
}

export function faqPage(items: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
