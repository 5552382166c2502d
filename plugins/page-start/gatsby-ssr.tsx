import type { GatsbySSR } from 'gatsby';
import { attribute, islandState, noScripts } from './contract.ts';

/**
 * A page's form without JavaScript: the parts marked to show without it (`noScripts.show`: tab panels) all show,
 * and the parts that cannot work without it (`noScripts.hide`: tab lists) go away, so the page reads in full from its
 * HTML. Within `scope` only, if given.
 */
const withoutScripts = (scope = '') =>
  `${scope} [${noScripts.show}][hidden]{display:block!important}${scope} [${noScripts.hide}]{display:none!important}`;

/** With JavaScript off; and where it is on but failed, on the page (the boot script says so) or in one island. */
const noscriptStyle = `<style>${withoutScripts()}</style>`;
const failedStyle = withoutScripts(
  `:is(html[${attribute.scriptsFailed}],[${attribute.islandState}="${islandState.failed}"])`,
);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([
    <style key="scripts-failed" dangerouslySetInnerHTML={{ __html: failedStyle }} />,
    <noscript key="noscript-style" dangerouslySetInnerHTML={{ __html: noscriptStyle }} />,
  ]);
};
