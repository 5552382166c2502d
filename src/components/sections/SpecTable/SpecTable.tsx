import styled from '@emotion/styled';
import { cardFrame } from '../../../theme/styles.ts';
import { color, font, mq, space } from '../../../theme/tokens.ts';

/** Label beside value (over it on a phone), with lines between rows, in a card. */
const Table = styled.table`
  width: 100%;
  max-width: 60rem;
  border-spacing: 0;
  ${cardFrame(false)}
  th,
  td {
    padding: ${space[3]} ${space[4]};
    text-align: left;
    vertical-align: top;
  }
  th {
    width: 35%;
    color: ${color.ink};
    font-weight: ${font.weight.semibold};
  }
  tr + tr > * {
    border-top: 1px solid ${color.border};
  }
  /* On a phone each property's name stands over its value, which takes the card's whole width. */
  ${mq.belowMd} {
    th,
    td {
      display: block;
      width: auto;
    }
    th {
      padding-bottom: ${space[1]};
    }
    td {
      padding-top: 0;
    }
    tr + tr > td {
      border-top: 0;
    }
  }
  ${mq.md} {
    th,
    td {
      padding: ${space[4]} ${space[5]};
    }
    th {
      width: 30%;
    }
  }
`;

/** A product's specification: one row a property, its name as the row's header. */
export function SpecTable({
  rows,
  labelledBy,
}: {
  rows: readonly { label: string; value: string }[];
  labelledBy: string;
}) {
  return (
    <Table aria-labelledby={labelledBy}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
