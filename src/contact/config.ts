/**
 * The Web3Forms access key, set at build time from GATSBY_WEB3FORMS_ACCESS_KEY (keys are public by design;
 * the provider ties each to one inbox). Without it the build warns and the form carries this placeholder,
 * which the provider rejects, so a site built without a key shows the failure message rather than losing mail.
 */
const ACCESS_KEY_PLACEHOLDER = 'set-GATSBY_WEB3FORMS_ACCESS_KEY';

export const accessKey = process.env.GATSBY_WEB3FORMS_ACCESS_KEY || ACCESS_KEY_PLACEHOLDER;
