import styled from '@emotion/styled';
import { cardFrame } from '../../../theme/styles.ts';
import { font, mq, space } from '../../../theme/tokens.ts';
import { Tabs } from '../../ui/Tabs/Tabs.tsx';
import { Checklist } from '../../ui/Checklist/Checklist.tsx';

const PanelBody = styled.div`
  display: grid;
  gap: ${space[5]};
  h3 {
    font-size: ${font.size['2xl']};
  }
`;

const Lists = styled.div`
  display: grid;
  gap: ${space[5]};
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
  }
  > div {
    padding: ${space[6]};
    ${cardFrame()}
  }
  h4 {
    margin-bottom: ${space[3]};
    font-size: ${font.size.lg};
  }
`;

/** An industry as its tab shows it. */
interface Industry {
  id: string;
  label: string;
  title: string;
  description: string;
  features: readonly string[];
  outcomes: readonly string[];
}

interface Props {
  label: string;
  featuresHeading: string;
  outcomesHeading: string;
  items: readonly Industry[];
  /** The id of the tab shown first; without one (or with an id no item has), the first item's. */
  defaultSelected?: string | null;
}

/** The industries a data platform serves, as tabs: each lists its key features and outcomes. */
export function IndustryTabs({ label, featuresHeading, outcomesHeading, items, defaultSelected }: Props) {
  return (
    <Tabs
      label={label}
      defaultSelected={defaultSelected}
      items={items.map((item) => ({
        id: item.id,
        label: item.label,
        content: (
          <PanelBody>
            <h3>{item.title}</h3>
            <p>{item.description}</p>
            <Lists>
              <div>
                <h4>{featuresHeading}</h4>
                <Checklist items={item.features} />
              </div>
              <div>
                <h4>{outcomesHeading}</h4>
                <Checklist items={item.outcomes} />
              </div>
            </Lists>
          </PanelBody>
        ),
      }))}
    />
  );
}
