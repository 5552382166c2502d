import { array, object, string } from 'yup';

/**
 * What every content file must hold. The build stops with the file and field named when one is missing
 * (see validate-content.ts); GraphQL types in schema.ts mirror these shapes.
 */
const text = () => string().trim().required();

export const routesSchema = array()
  .of(
    object({
      name: string()
        .matches(/^[a-z0-9-]+$/, '${path} must be lower-case words joined by hyphens')
        .required(),
      path: string()
        .matches(/^\/([a-z0-9-]+\/)*$/, '${path} must start and end with "/"')
        .required(),
      template: string()
        .matches(/^[a-z0-9-]+$/)
        .required(),
    }),
  )
  .min(1)
  .required();

export function linkSchema(routeNames: string[]) {
  return object({
    label: text(),
    route: string().oneOf(routeNames, '${path} must name a route in content/routes.json').required(),
    hash: string().matches(/^[a-z0-9-]+$/),
  });
}

export function siteSchema() {
  return object({
    name: text(),
    shortName: text(),
    strapline: text(),
    founder: text(),
    email: string().email().required(),
    phone: text(),
    address: object({
      streetAddress: text(),
      locality: text(),
      postalCode: text(),
      country: text(),
    }).required(),
    social: array()
      .of(object({ label: text(), icon: text(), url: string().url().required() }))
      .min(1)
      .required(),
    stats: array()
      .of(object({ value: text(), label: text() }))
      .min(1)
      .required(),
    ui: object({
      skipLink: text(),
      homeLink: text(),
      menuOpen: text(),
      close: text(),
      newTab: text(),
      copyright: text(),
      notFound: object({ title: text(), description: text(), heading: text(), text: text(), homeLink: text() }),
      error: object({ heading: text(), text: text(), homeLink: text() }),
    }).required(),
  });
}

export function navigationSchema(routeNames: string[]) {
  const link = linkSchema(routeNames);
  return object({
    header: object({
      label: text(),
      menus: array()
        .of(object({ label: text(), links: array().of(link).min(1).required() }))
        .required(),
      links: array().of(link).required(),
      cta: link.required(),
    }).required(),
    footer: object({
      about: text(),
      groups: array()
        .of(object({ title: text(), links: array().of(link).min(1).required() }))
        .required(),
      contactTitle: text(),
      socialTitle: text(),
      legal: array().of(link).required(),
    }).required(),
  });
}

export function formSchema(routeNames: string[]) {
  const field = (extra: Record<string, ReturnType<typeof text>> = {}) =>
    object({ label: text(), placeholder: string(), required: text(), ...extra }).required();
  const notice = object({ title: text(), text: text() }).required();
  return object({
    subject: text(),
    inputs: object({
      name: field({ placeholder: text() }),
      email: field({ invalid: text() }),
      message: field({ placeholder: text() }),
      honeypot: text(),
    }).required(),
    submit: text(),
    sending: text(),
    failureAlert: text(),
    privacy: object({
      before: text(),
      link: text(),
      route: string().oneOf(routeNames, '${path} must name a route in content/routes.json').required(),
    }).required(),
    notices: object({ label: text(), dismiss: text(), success: notice, failure: notice }).required(),
    // Where the provider sends a visitor whose browser posted the form itself (no JavaScript).
    sent: object({
      route: string().oneOf(routeNames, '${path} must name a route in content/routes.json').required(),
    }).required(),
  });
}
