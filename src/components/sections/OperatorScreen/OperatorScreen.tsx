import { graphql } from 'gatsby';
import { useId } from 'react';
import { Alarms, Body, Flow, Measures, Name, Priority, Screen, State, Value } from './OperatorScreen.styles.ts';
import { Figure, TitleBar } from '../../ui/Window/Window.tsx';

/**
 * An operator's overview screen in the style the firm draws them (grey while all is well, colour only for what
 * needs someone): the equipment in process order with its state, the measures against their targets, the active
 * alarms. Real text and tables, so it reads the same to a screen reader; the caption names it and says it is an
 * example.
 */
export function OperatorScreen({ screen }: { screen: Queries.OperatorScreenFieldsFragment }) {
  const { alarms } = screen;
  const captionId = useId();
  return (
    <Figure aria-labelledby={captionId}>
      <Screen>
        <TitleBar>
          <span>{screen.title}</span>
          <span>{screen.status}</span>
        </TitleBar>
        <Body>
          <Flow>
            {screen.equipment.map((unit, index) => (
              <li key={index} data-status={unit.status}>
                <Name>{unit.name}</Name>
                <State>{unit.state}</State>
                <Value>{unit.value}</Value>
              </li>
            ))}
          </Flow>
          <Measures>
            {screen.measures.map((measure, index) => (
              <div key={index}>
                <dt>{measure.label}</dt>
                <dd>{measure.value}</dd>
                <dd>{measure.target}</dd>
              </div>
            ))}
          </Measures>
          <Alarms>
            <caption>{alarms.label}</caption>
            <thead>
              <tr>
                <th scope="col">{alarms.columns.priority}</th>
                <th scope="col">{alarms.columns.time}</th>
                <th scope="col">{alarms.columns.message}</th>
              </tr>
            </thead>
            <tbody>
              {alarms.items.map((alarm, index) => (
                <tr key={index}>
                  <td>
                    <Priority data-urgent={alarm.urgent || undefined}>{alarm.priority}</Priority>
                  </td>
                  <td>{alarm.time}</td>
                  <td>{alarm.message}</td>
                </tr>
              ))}
            </tbody>
          </Alarms>
        </Body>
      </Screen>
      <figcaption id={captionId}>{screen.caption}</figcaption>
    </Figure>
  );
}

/** @public The fragment the templates' queries spread; Gatsby collects it at build time. */
export const query = graphql`
  fragment OperatorScreenFields on Screen {
    title
    status
    caption
    equipment {
      name
      state
      value
      status
    }
    measures {
      label
      value
      target
    }
    alarms {
      label
      columns {
        priority
        time
        message
      }
      items {
        priority
        urgent
        time
        message
      }
    }
  }
`;
