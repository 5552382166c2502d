import { routes } from './routes';

/**
 * GraphQL types of the page files: content/pages/<route>.json becomes a node of type <Route>PageJson
 * (gatsby-config.ts names them), so each page declares exactly the sections it has.
 * The content records (docs/product.md, "Content records") are the item types below (Technology, SuccessStory, FaqItem …).
 */
export const pageTypeName = (route: string) =>
  `${route.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase())}PageJson`;

const pageFields = `
    route: String!
    seo: PageSeo!
    hero: PageHero!`;

const shared = `
  type PageSeo {
    title: String!
    description: String!
    noindex: Boolean
  }
  type PageHero {
    eyebrow: String
    heading: String!
    tagline: String
    text: String!
    actions: [ContentLink!]
    image: ContentImage
  }
  type ContentImage {
    src: File! @fileByRelativePath
    alt: String!
  }
  type SectionIntro {
    eyebrow: String
    heading: String!
    intro: String
  }
  type Card {
    title: String!
    description: String!
    icon: Icon! @lucide
  }
  type CardSection {
    intro: SectionIntro!
    items: [Card!]!
  }
  type CallToAction {
    heading: String!
    text: String!
    actions: [ContentLink!]!
  }
  type Stat {
    value: String!
    label: String!
  }
  type Paragraphs {
    intro: SectionIntro!
    paragraphs: [String!]!
  }
`;

const pages: Record<string, string> = {
  home: `
    services: HomeServices!
    about: Paragraphs!
    solutions: HomeSolutions!
    contact: HomeContact!`,
  about: `
    story: Paragraphs!
    stats: AboutStats!
    expertise: CardSection!
    leadership: Leadership!`,
  'ai-solutions': `
    technologies: Technologies!
    caseStudies: AiCaseStudies!
    cta: CallToAction!`,
  'industrial-data-platforms': `
    benefits: CardSection!
    industries: Industries!
    technologies: CloudTechnologies!
    stories: SuccessStories!
    cta: CallToAction!`,
  'industrial-iot-controls': `
    capabilities: CardSection!
    solutions: IotSolutions!
    caseStudies: IotCaseStudies!
    cta: CallToAction!`,
  'energy-management': `
    solutions: CardSection!
    faq: Faq!
    projects: EnergyProjects!
    cta: CallToAction!`,
  'edge-bridge': `
    features: CardSection!
    cloudSupport: CloudSupport!
    comingSoon: ComingSoon!`,
  'case-study-onsite-energy': `
    article: CaseStudyArticle!`,
  contact: `
    contact: ContactDetails!`,
  privacy: `
    updated: String!
    sections: [ArticleSection!]!`,
  'message-sent': `
    next: NextSteps!`,
};

const sections = `
  type NextSteps {
    intro: SectionIntro!
    steps: [String!]!
    actions: [ContentLink!]!
  }
  type HomeService {
    title: String!
    description: String!
    icon: Icon! @lucide
    link: ContentLink
  }
  type HomeServices {
    intro: SectionIntro!
    items: [HomeService!]!
  }
  type HomeSolution {
    title: String!
    description: String!
    image: ContentImage!
    features: [String!]!
    link: ContentLink!
  }
  type HomeSolutions {
    intro: SectionIntro!
    items: [HomeSolution!]!
  }
  type HomeContact {
    intro: SectionIntro!
    socialHeading: String!
  }

  type AboutStats {
    intro: SectionIntro!
  }
  type Person {
    name: String!
    role: String!
    bio: String!
    initials: String!
  }
  type Leadership {
    intro: SectionIntro!
    people: [Person!]!
  }

  type Technology {
    id: String!
    title: String!
    description: String!
    detailedDescription: String!
    icon: Icon! @lucide
    useCases: [String!]!
    benefits: [String!]!
  }
  type Technologies {
    intro: SectionIntro!
    learnMore: String!
    useCasesHeading: String!
    benefitsHeading: String!
    demo: ContentLink!
    items: [Technology!]!
  }
  type AiCaseStudy {
    title: String!
    description: String!
    outcome: [String!]!
  }
  type AiCaseStudies {
    intro: SectionIntro!
    items: [AiCaseStudy!]!
  }

  type Industry {
    id: String!
    label: String!
    title: String!
    description: String!
    features: [String!]!
    outcomes: [String!]!
  }
  type Industries {
    intro: SectionIntro!
    featuresHeading: String!
    outcomesHeading: String!
    items: [Industry!]!
  }
  type CloudTechnology {
    name: String!
    category: String!
    description: String!
    icon: Icon! @lucide
  }
  type CloudTechnologies {
    intro: SectionIntro!
    items: [CloudTechnology!]!
  }
  type SuccessStory {
    title: String!
    client: String!
    description: String!
    outcome: [String!]!
    body: [String!]!
  }
  type SuccessStories {
    intro: SectionIntro!
    readMore: String!
    items: [SuccessStory!]!
  }

  type IotSolution {
    title: String!
    description: String!
    image: ContentImage!
    features: [String!]!
  }
  type IotSolutions {
    intro: SectionIntro!
    items: [IotSolution!]!
  }
  type IotCaseStudy {
    title: String!
    industry: String!
    description: String!
    results: String!
    image: ContentImage!
  }
  type IotCaseStudies {
    intro: SectionIntro!
    items: [IotCaseStudy!]!
  }

  type FaqItem {
    question: String!
    answer: String!
  }
  type Faq {
    intro: SectionIntro!
    items: [FaqItem!]!
  }
  type EnergyProject {
    title: String!
    description: String!
    location: String!
    tags: [String!]!
  }
  type EnergyProjects {
    intro: SectionIntro!
    items: [EnergyProject!]!
  }

  type CloudTarget {
    name: String!
    description: String!
  }
  type CloudSupport {
    intro: SectionIntro!
    items: [CloudTarget!]!
  }
  type ComingSoon {
    eyebrow: String!
    heading: String!
    text: String!
    platforms: [String!]!
    action: ContentLink!
  }

  type Fact {
    label: String!
    value: String!
  }
  type ArticleSection {
    heading: String!
    paragraphs: [String!]!
  }
  type Quote {
    text: String!
    name: String!
    organisation: String!
  }
  type CaseStudyArticle {
    facts: [Fact!]!
    sections: [ArticleSection!]!
    results: [Stat!]!
    image: ContentImage!
    quote: Quote!
  }

  type ContactDetails {
    intro: SectionIntro!
    detailsHeading: String!
    responseNote: String!
  }
`;

const pageTypes = routes
  .map(
    (route) =>
      `  type ${pageTypeName(route.name)} implements Node @dontInfer {${pageFields}${pages[route.name] ?? ''}\n  }`,
  )
  .join('\n');

export const pageTypeDefs = `${shared}${sections}${pageTypes}`;
