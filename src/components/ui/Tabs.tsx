import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Tab as AriaTab, TabList as AriaTabList, TabPanel as AriaTabPanel, Tabs as AriaTabs } from 'react-aria-components/Tabs';
import { color, font, layout, motion, mq, radius, space } from '../../theme/tokens';

/*
 * Styled from a wrapper through react-aria's state attributes: wrapping Tab, TabList or TabPanel themselves
 * in styled() puts Emotion's server-rendered <style> tags inside react-aria's collection, which then no
 * longer matches the browser's render and breaks hydration.
 */
const Root = styled.div`
  .tabs {
    display: grid;
    gap: ${space[6]};
  }
  [role='tablist'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${space[1]};
    padding: ${space[1]};
    border-radius: ${radius.card};
    background: ${color.surfaceAlt};
    border: 1px solid ${color.border};
    ${mq.md} {
      align-self: start;
      justify-self: start;
    }
  }
  [role='tab'] {
    display: inline-flex;
    flex: 1 1 auto;
    align-items: center;
    justify-content: center;
    min-height: ${layout.minTarget};
    padding: ${space[2]} ${space[4]};
    border-radius: ${radius.control};
    color: ${color.text};
    font-weight: ${font.weight.semibold};
    white-space: nowrap;
    cursor: pointer;
    outline: none;
    transition: background-color ${motion.fast}, color ${motion.fast};
  }
  [role='tab'][data-hovered] {
    color: ${color.ink};
    background: ${color.white};
  }
  [role='tab'][data-selected] {
    background: ${color.accentDark};
    color: ${color.white};
  }
  [role='tab'][data-focus-visible] {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
  .tab-panel {
    outline: none;
    border-radius: ${radius.card};
  }
  /* Panels of unselected tabs stay in the HTML (shouldForceMount) but out of sight. */
  .tab-panel[data-inert] {
    display: none;
  }
  .tab-panel[data-focus-visible] {
    outline: 2px solid ${color.focusRing};
    outline-offset: 4px;
  }
  ${mq.forcedColors} {
    [role='tab'][data-selected] {
      outline: 2px solid Highlight;
    }
  }
`;

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

interface Props {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem[];
  defaultSelected: string;
}

/**
 * Tabs with arrow-key navigation (react-aria). Every panel is rendered into the HTML, and without JavaScript
 * all of them show one after another (the noscript style in gatsby-ssr.tsx), so nothing is lost.
 */
export function Tabs({ label, items, defaultSelected }: Props) {
  return (
    <Root>
      <AriaTabs className="tabs" defaultSelectedKey={defaultSelected}>
        <AriaTabList aria-label={label} data-noscript-hide="">
          {items.map((item) => (
            <AriaTab key={item.id} id={item.id}>
              {item.label}
            </AriaTab>
          ))}
        </AriaTabList>
        {items.map((item) => (
          <AriaTabPanel key={item.id} id={item.id} className="tab-panel" shouldForceMount data-noscript-show="">
            {item.content}
          </AriaTabPanel>
        ))}
      </AriaTabs>
    </Root>
  );
}
