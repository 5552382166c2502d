import styled from '@emotion/styled';
import type { ContentIcon, ContentLink } from '../../../types/content.ts';
import { cardFrame } from '../../../theme/styles.ts';
import { font, mq, space } from '../../../theme/tokens.ts';
import { ButtonLink } from '../../ui/ButtonLink/ButtonLink.tsx';
import { IconBadge } from '../../ui/IconBadge/IconBadge.tsx';
import { Sheet } from '../../ui/Sheet/Sheet.tsx';
import { Tabs } from '../../ui/Tabs/Tabs.tsx';
import { Checklist } from '../../ui/Checklist/Checklist.tsx';

/** The selected technology in a card, so the panel reads as the tab's own and not as loose text under the row. */
const PanelBody = styled.div`
  display: grid;
  gap: ${space[6]};
  padding: ${space[5]};
  ${cardFrame()}
  ${mq.md} {
    padding: ${space[6]};
  }
  ${mq.lg} {
    grid-template-columns: 1.2fr 1fr;
    gap: ${space[8]};
  }
  h3 {
    font-size: ${font.size['2xl']};
  }
  h4 {
    margin-bottom: ${space[3]};
    font-size: ${font.size.lg};
  }
`;

const Lead = styled.div`
  display: grid;
  gap: ${space[4]};
  justify-items: start;
  align-content: start;
`;

/** A technology as its tab shows it. */
interface Technology {
  id: string;
  label: string;
  description: string;
  detailedDescription: string;
  useCases: readonly string[];
  benefits: readonly string[];
  icon: ContentIcon;
}

interface Props {
  label: string;
  learnMore: string;
  useCasesHeading: string;
  benefitsHeading: string;
  demo: ContentLink;
  closeLabel: string;
  items: readonly Technology[];
  /** The id of the tab shown first; without one (or with an id no item has), the first item's. */
  defaultSelected?: string | null;
}

function Benefits({ item, heading, demo }: { item: Technology; heading: string; demo: ContentLink }) {
  return (
    <>
      <p>{item.detailedDescription}</p>
      <h3>{heading}</h3>
      <Checklist items={item.benefits} />
      <ButtonLink to={demo.to}>{demo.label}</ButtonLink>
    </>
  );
}

/** The AI technologies as tabs: each panel has a description, use cases and a side sheet of key benefits. */
export function TechnologyTabs({
  label,
  learnMore,
  useCasesHeading,
  benefitsHeading,
  demo,
  closeLabel,
  items,
  defaultSelected,
}: Props) {
  return (
    <Tabs
      label={label}
      defaultSelected={defaultSelected}
      items={items.map((item) => ({
        id: item.id,
        label: item.label,
        content: (
          <PanelBody>
            <Lead>
              <IconBadge icon={item.icon} />
              <h3>{item.label}</h3>
              <p>{item.description}</p>
              <Sheet triggerLabel={learnMore} triggerContext={item.label} title={item.label} closeLabel={closeLabel}>
                <Benefits item={item} heading={benefitsHeading} demo={demo} />
              </Sheet>
            </Lead>
            <div>
              <h4>{useCasesHeading}</h4>
              <Checklist items={item.useCases} />
            </div>
          </PanelBody>
        ),
      }))}
    />
  );
}
