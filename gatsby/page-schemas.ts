import { array, boolean, object, string, type AnyObject, type ObjectSchema } from 'yup';
import { linkSchema } from './content-schema';
import { iconData } from './icons';

/**
 * What each page file in content/pages must hold, by route. Mirrors the GraphQL types in page-types.ts;
 * validate-content.ts applies it and names the file and field of anything missing.
 */
const text = () => string().trim().required();
const texts = () => array().of(text()).min(1).required();
const listOf = (item: ObjectSchema<AnyObject>) => array().of(item).min(1).required();

export function pageSchemas(routeNames: string[]): Record<string, ObjectSchema<AnyObject>> {
  const link = linkSchema(routeNames);
  const intro = object({ eyebrow: string(), heading: text(), intro: string() }).required();
  const image = object({
    src: string()
      .matches(/^\.\.\/images\/[a-z0-9-]+\.(png|jpg)$/, '${path} must be ../images/<name>.png')
      .required(),
    // Empty when the image is decoration only.
    alt: string().defined(),
  }).required();
  const icon = string().test(
    'lucide',
    '${path} must name a lucide icon, e.g. chart-line (https://lucide.dev/icons)',
    (name) => (name === undefined ? true : iconData(name) !== undefined),
  );
  const card = object({ title: text(), description: text(), icon: icon.required() });
  const cards = object({ intro, items: listOf(card) }).required();
  const cta = object({ heading: text(), text: text(), actions: array().of(link).min(1).required() }).required();
  const paragraphs = object({ intro, paragraphs: texts() }).required();

  const base = object({
    route: string().oneOf(routeNames, '${path} must name a route in content/routes.json').required(),
    // noindex: a page search engines should leave out (and the sitemap does).
    seo: object({ title: text(), description: text(), noindex: boolean() }).required(),
    hero: object({
      eyebrow: string(),
      heading: text(),
      tagline: string(),
      text: text(),
      actions: array().of(link),
      image: image.default(undefined).notRequired(),
    }).required(),
  });

  return {
    home: base.shape({
      services: object({
        intro,
        items: listOf(
          object({ title: text(), description: text(), icon: icon.required(), link: link.default(undefined) }),
        ),
      }).required(),
      about: paragraphs,
      solutions: object({
        intro,
        items: listOf(object({ title: text(), description: text(), image, features: texts(), link: link.required() })),
      }).required(),
      contact: object({ intro, socialHeading: text() }).required(),
    }),
    about: base.shape({
      story: paragraphs,
      stats: object({ intro }).required(),
      expertise: cards,
      leadership: object({
        intro,
        people: listOf(object({ name: text(), role: text(), bio: text(), initials: text() })),
      }).required(),
    }),
    'ai-solutions': base.shape({
      technologies: object({
        intro,
        learnMore: text(),
        useCasesHeading: text(),
        benefitsHeading: text(),
        demo: link.required(),
        items: listOf(
          object({
            id: string()
              .matches(/^[a-z0-9-]+$/)
              .required(),
            title: text(),
            description: text(),
            detailedDescription: text(),
            icon: icon.required(),
            useCases: texts(),
            benefits: texts(),
          }),
        ),
      }).required(),
      caseStudies: object({
        intro,
        items: listOf(object({ title: text(), description: text(), outcome: texts() })),
      }).required(),
      cta,
    }),
    'industrial-data-platforms': base.shape({
      benefits: cards,
      industries: object({
        intro,
        featuresHeading: text(),
        outcomesHeading: text(),
        items: listOf(
          object({
            id: string()
              .matches(/^[a-z0-9-]+$/)
              .required(),
            label: text(),
            title: text(),
            description: text(),
            features: texts(),
            outcomes: texts(),
          }),
        ),
      }).required(),
      technologies: object({
        intro,
        items: listOf(object({ name: text(), category: text(), description: text(), icon: icon.required() })),
      }).required(),
      stories: object({
        intro,
        readMore: text(),
        items: listOf(object({ title: text(), client: text(), description: text(), outcome: texts(), body: texts() })),
      }).required(),
      cta,
    }),
    'industrial-iot-controls': base.shape({
      capabilities: cards,
      solutions: object({
        intro,
        items: listOf(object({ title: text(), description: text(), image, features: texts() })),
      }).required(),
      caseStudies: object({
        intro,
        items: listOf(object({ title: text(), industry: text(), description: text(), results: text(), image })),
      }).required(),
      cta,
    }),
    'energy-management': base.shape({
      solutions: cards,
      faq: object({ intro, items: listOf(object({ question: text(), answer: text() })) }).required(),
      projects: object({
        intro,
        items: listOf(object({ title: text(), description: text(), location: text(), tags: texts() })),
      }).required(),
      cta,
    }),
    'edge-bridge': base.shape({
      features: cards,
      cloudSupport: object({ intro, items: listOf(object({ name: text(), description: text() })) }).required(),
      comingSoon: object({
        eyebrow: text(),
        heading: text(),
        text: text(),
        platforms: texts(),
        action: link.required(),
      }).required(),
    }),
    'case-study-onsite-energy': base.shape({
      article: object({
        facts: listOf(object({ label: text(), value: text() })),
        sections: listOf(object({ heading: text(), paragraphs: texts() })),
        results: listOf(object({ value: text(), label: text() })),
        image,
        quote: object({ text: text(), name: text(), organisation: text() }).required(),
      }).required(),
    }),
    privacy: base.shape({
      updated: text(),
      sections: listOf(object({ heading: text(), paragraphs: texts() })),
    }),
    contact: base.shape({
      contact: object({ intro, detailsHeading: text(), responseNote: text() }).required(),
    }),
    'message-sent': base.shape({
      next: object({ intro, steps: texts(), actions: array().of(link).min(1).required() }).required(),
    }),
  };
}
