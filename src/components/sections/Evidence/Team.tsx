import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { bareList } from '../../../theme/styles.ts';
import { color, font, space } from '../../../theme/tokens.ts';
import type { ImageContent } from '../../ui/Picture/Picture.tsx';
import { Avatar } from '../Leadership/Leadership.tsx';

const People = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[5]} ${space[7]};
  ${bareList}
  li {
    display: flex;
    align-items: center;
    gap: ${space[4]};
  }
  a {
    display: block;
    font-weight: ${font.weight.semibold};
  }
  div > span {
    display: block;
    color: ${color.text};
  }
`;

interface Person {
  id: string;
  name: string;
  role: string;
  initials: string;
  photo?: ImageContent | null;
}

interface Props {
  heading: string;
  /** The people's ids, in the order the case study names them. */
  team: readonly string[];
  /** Everyone on the page that introduces them, at `to`, each card with its id. */
  people: readonly Person[];
  to: string;
}

/** The engineers who did the work: portrait, name (a link to their card on About) and role. */
export function Team({ heading, team, people, to }: Props) {
  const named = team.flatMap((id) => people.filter((person) => person.id === id));
  return (
    <section>
      <h2>{heading}</h2>
      <People>
        {named.map((person) => (
          <li key={person.id}>
            <Avatar person={person} />
            <div>
              <Link to={`${to}#${person.id}`}>{person.name}</Link>
              <span>{person.role}</span>
            </div>
          </li>
        ))}
      </People>
    </section>
  );
}
