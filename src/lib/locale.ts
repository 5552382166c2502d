/** The one language the site is written in: the page's lang, react-aria's locale, the structured data's language. */
export const siteLocale = 'en-GB';
