import styled from '@emotion/styled';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { keyMove } from '../../../../plugins/page-start/boot/tabs.ts';
import { noScripts } from '../../../../plugins/page-start/contract.ts';
import { focusRing, ring } from '../../../theme/styles.ts';
import { color, focus, font, layout, motion, mq, radius, space } from '../../../theme/tokens.ts';

const Root = styled.div`
  .tabs {
    display: grid;
    gap: ${space[6]};
  }
  /*
   * On a phone, two tabs to a row, each label whole (wrapping inside its tab if it must); an odd last tab takes the
   * whole row. From 768 px, one row that scrolls sideways where the tabs are wider than the screen; the padding holds
   * the focus ring. A shade shows at each edge with more tabs beyond it: the shades stay put while two covers, in
   * the ground's colour, move with the tabs and hide a shade once its end of the row is reached.
   */
  [role='tablist'] {
    display: flex;
    gap: ${space[1]};
    padding: ${space[1]};
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x proximity;
    scroll-padding-inline: ${space[1]};
    scrollbar-width: none;
    border-radius: ${radius.card};
    background:
      linear-gradient(to right, ${color.surfaceAlt} ${space[6]}, transparent) left center / ${space[7]} 100% no-repeat
        local,
      linear-gradient(to left, ${color.surfaceAlt} ${space[6]}, transparent) right center / ${space[7]} 100% no-repeat
        local,
      radial-gradient(farthest-side at 0 50%, ${color.scrollShade}, transparent) left center / ${space[4]} 100%
        no-repeat scroll,
      radial-gradient(farthest-side at 100% 50%, ${color.scrollShade}, transparent) right center / ${space[4]} 100%
        no-repeat scroll,
      ${color.surfaceAlt};
    border: 1px solid ${color.border};
    ${mq.belowMd} {
      display: grid;
      grid-template-columns: 1fr 1fr;
      overflow-x: visible;
      background: ${color.surfaceAlt};
    }
    ${mq.md} {
      align-self: start;
      justify-self: start;
      max-width: 100%;
    }
  }
  [role='tab'] {
    appearance: none;
    border: 0;
    background: none;
    font: inherit;
    display: inline-flex;
    flex: 1 0 auto;
    align-items: center;
    scroll-snap-align: start;
    justify-content: center;
    min-height: ${layout.minTarget};
    padding: ${space[2]} ${space[3]};
    ${mq.md} {
      padding-inline: ${space[4]};
    }
    border-radius: ${radius.control};
    color: ${color.text};
    font-weight: ${font.weight.semibold};
    white-space: nowrap;
    ${mq.belowMd} {
      white-space: normal;
      text-align: center;
      &:last-of-type:nth-of-type(odd) {
        grid-column: 1 / -1;
      }
    }
    cursor: pointer;
    outline: none;
    transition:
      background-color ${motion.fast},
      color ${motion.fast};
  }
  @media (hover: hover) {
    [role='tab']:hover {
      color: ${color.ink};
      background: ${color.surface};
    }
  }
  [role='tab'][aria-selected='true'] {
    background: ${color.primary};
    color: ${color.textOnPrimary};
  }
  [role='tab']:focus-visible {
    ${focusRing()}
  }
  [role='tabpanel'] {
    outline: none;
    border-radius: ${radius.card};
  }
  [role='tabpanel']:focus-visible {
    ${focusRing(focus.offsetPanel)}
  }
  ${mq.forcedColors} {
    [role='tab'][aria-selected='true'] {
      ${ring('Highlight')}
    }
  }
`;

interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

interface Props {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem[];
  /** The id of the tab shown first; without one (or with an id no item has), the first item's. */
  defaultSelected?: string | null;
}

/** Brings a tab half out of its row's view fully into it. */
const reveal = (tab: HTMLElement | null | undefined) => tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' });

/**
 * Tabs as the WAI-ARIA tabs pattern describes them, two to a row on a phone and in one row from 768 px: one tab in
 * the Tab order (the selected one), Left and Right arrows (wrapping round), Home and End move to a tab and select
 * it, and a click selects. Hand-made rather than react-aria's: a tap on these costs a phone a third of the time,
 * since selecting is one state change and the panels only swap their hidden attribute. Every panel is rendered into
 * the HTML, and without JavaScript all of them show one after another (the page-start plugin's style, plugins/page-start/gatsby-ssr.tsx), so
 * nothing is lost.
 */
export function Tabs({ label, items, defaultSelected }: Props) {
  const [selected, setSelected] = useState(items.find((item) => item.id === defaultSelected)?.id ?? items[0]?.id);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const at = keyMove(
      event.key,
      items.findIndex((item) => item.id === selected),
      items.length,
    );
    if (at === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    setSelected(items[at]!.id);
    tabs.current[at]?.focus();
    reveal(tabs.current[at]);
  };
  return (
    <Root>
      <div className="tabs">
        {/* The tabs take focus, one at a time; the list only hears their arrow keys. */}
        {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
        <div role="tablist" aria-label={label} onKeyDown={onKeyDown} {...{ [noScripts.hide]: '' }}>
          {items.map((item, index) => (
            <button
              key={item.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}tab-${item.id}`}
              aria-controls={`${id}panel-${item.id}`}
              aria-selected={item.id === selected}
              tabIndex={item.id === selected ? 0 : -1}
              onClick={(event) => {
                setSelected(item.id);
                reveal(event.currentTarget);
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
        {items.map((item) => (
          <div
            key={item.id}
            role="tabpanel"
            id={`${id}panel-${item.id}`}
            aria-labelledby={`${id}tab-${item.id}`}
            tabIndex={0}
            hidden={item.id !== selected}
            {...{ [noScripts.show]: '' }}
          >
            {item.content}
          </div>
        ))}
      </div>
    </Root>
  );
}
