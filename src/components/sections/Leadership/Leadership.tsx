import styled from '@emotion/styled';
import { cardFrame } from '../../../theme/styles';
import { color, font, layout, mq, radius, size, space } from '../../../theme/tokens';

const Profile = styled.article`
  display: grid;
  gap: ${space[5]};
  max-width: ${layout.narrow};
  padding: ${space[6]};
  ${cardFrame()}
  ${mq.md} {
    grid-template-columns: auto 1fr;
    gap: ${space[6]};
  }
  h3 {
    font-size: ${font.size['2xl']};
  }
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

/** A person as the card shows them. */
interface Person {
  name: string;
  role: string;
  bio: string;
  initials: string;
}

/** A leadership card per person: initials in place of a photo, name, role and a short biography. */
export function Leadership({ people }: { people: readonly Person[] }) {
  return (
    <>
      {people.map((person) => (
        <Profile key={person.name}>
          <Initials aria-hidden="true">{person.initials}</Initials>
          <div>
            <h3>{person.name}</h3>
            <Role>{person.role}</Role>
            <p>{person.bio}</p>
          </div>
        </Profile>
      ))}
    </>
  );
}
