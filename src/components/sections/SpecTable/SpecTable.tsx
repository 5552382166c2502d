import styled from '@emotion/styled';
import { cardFrame } from '../../../theme/styles';
import { color, font, mq, space } from '../../../theme/tokens';

/** Label beside value, with lines between rows, in a card. */
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
