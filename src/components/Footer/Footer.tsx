import type { FooterNavigation, SiteFacts } from '../../types/content.ts';
import { Logo } from '../icons/Logo.tsx';
import { ContactDetails } from '../ui/ContactDetails/ContactDetails.tsx';
import { Container } from '../ui/Container/Container.tsx';
import { LinkList } from '../ui/LinkList/LinkList.tsx';
import { SocialLinks } from '../ui/SocialLinks/SocialLinks.tsx';
import {
  BottomBar,
  Brand,
  BrandName,
  ContactColumn,
  FooterBar,
  FooterGrid,
  GroupLinks,
  GroupTitle,
} from './Footer.styles.ts';

interface Props {
  site: SiteFacts;
  navigation: FooterNavigation;
}

/** The site footer: link groups, the company's address and contacts, social links and the copyright line. */
export function Footer({ site, navigation }: Props) {
  return (
    <FooterBar>
      <Container>
        <FooterGrid>
          <Brand>
            <BrandName>
              <Logo />
              {site.shortName}
            </BrandName>
            <p>{navigation.about}</p>
            <div>
              <GroupTitle>{navigation.socialTitle}</GroupTitle>
              <SocialLinks links={site.social} newTabNote={site.ui.newTab} dark />
            </div>
          </Brand>
          {navigation.groups.map((group, index) => (
            <nav key={group.title} aria-labelledby={`footer-group-${index}`}>
              <GroupTitle id={`footer-group-${index}`}>{group.title}</GroupTitle>
              <GroupLinks links={group.links} />
            </nav>
          ))}
          <ContactColumn>
            <GroupTitle>{navigation.contactTitle}</GroupTitle>
            <ContactDetails site={site} dark />
          </ContactColumn>
        </FooterGrid>
        <BottomBar>
          <p>
            © {new Date().getFullYear()} {site.name}. {site.ui.copyright}
          </p>
          <LinkList links={navigation.legal} />
        </BottomBar>
      </Container>
    </FooterBar>
  );
}
