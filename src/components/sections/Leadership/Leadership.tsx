import styled from '@emotion/styled';
import { bareList, cardFrame } from '../../../theme/styles.ts';
import { color, font, layout, mq, radius, size, space } from '../../../theme/tokens.ts';
import { type ImageContent } from '../../ui/Picture/Picture.tsx';
import { Portrait } from '../../ui/Picture/Portrait.ts';

const Profile = styled.article`
  display: grid;
  gap: ${space[5]};
  align-content: start;
  height: 100%;
  padding: ${space[6]};
  ${cardFrame()}
  h3 {
    font-size: ${font.size.xl};
  }
`;

/** The first person (the founder) across the column, portrait beside the text from 768 px. */
const Lead = styled(Profile)`
  max-width: ${layout.narrow};
  margin-bottom: ${space[5]};
  ${mq.md} {
    grid-template-columns: auto 1fr;
    gap: ${space[6]};
  }
  h3 {
    font-size: ${font.size['2xl']};
  }
`;

/** The engineers under the founder: as many across as fit at 11rem or more (three in the column from 768 px). */
const Team = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  gap: ${space[5]};
  ${bareList}
`;

const Initials = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${size.avatar};
  height: ${size.avatar};
  border-radius: ${radius.round};
  background: linear-gradient(135deg, ${color.avatarFrom}, ${color.avatarTo});
  color: ${color.textOnDark};
  font-size: ${font.size['3xl']};
  font-weight: ${font.weight.bold};
`;

const Role = styled.p`
  margin: ${space[1]} 0 ${space[3]};
  color: ${color.accentText};
  font-weight: ${font.weight.semibold};
`;

/** A person as the card shows them; `id` names their card, where a case study's "delivered by" links. */
interface Person {
  id: string;
  name: string;
  role: string;
  bio: string;
  initials: string;
  photo?: ImageContent | null;
}

/** A person's portrait, or their initials where there is none yet. */
export function Avatar({ person }: { person: Pick<Person, 'initials' | 'photo'> }) {
  return person.photo ? <Portrait image={person.photo} /> : <Initials aria-hidden="true">{person.initials}</Initials>;
}

function PersonCard({ person, as: Frame = Profile }: { person: Person; as?: typeof Profile }) {
  return (
    <Frame id={person.id}>
      <Avatar person={person} />
      <div>
        <h3>{person.name}</h3>
        <Role>{person.role}</Role>
        <p>{person.bio}</p>
      </div>
    </Frame>
  );
}

/**
 * The people a client works with: the founder first and widest, then the engineers, each with a portrait (initials
 * where there is none yet), name, role and a line on what they do.
 */
export function Leadership({ people }: { people: readonly Person[] }) {
  const [first, ...rest] = people;
  return (
    <>
      {first && <PersonCard person={first} as={Lead} />}
      {rest.length > 0 && (
        <Team>
          {rest.map((person) => (
            <li key={person.id}>
              <PersonCard person={person} />
            </li>
          ))}
        </Team>
      )}
    </>
  );
}
