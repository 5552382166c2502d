import { telHref } from '../../lib/telHref';
import type { FooterNavigation, SiteFacts } from '../../types/content';
import { Glyph } from '../icons/Glyph';
import { Logo } from '../icons/Logo';
import { Container } from '../ui/Container/Container';
import { LinkList } from '../ui/LinkList/LinkList';
import { SocialLinks } from '../ui/SocialLinks/SocialLinks';
import {
  Address,
  BottomBar,
  Brand,
  BrandName,
  ContactColumn,
  ContactLinks,
  FooterBar,
  FooterGrid,
  GroupLinks,
  GroupTitle,
} from './Footer.styles';

interface Props {
  site: SiteFacts;
  navigation: FooterNavigation;
}

/** The site footer: link groups, the company's address and contacts, social links and the copyright line. */
export function Footer({ site, navigation }: Props) {
  const { address } = site;
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
            <Address>
              <Glyph name="pin" size={18} />
              <span>
                {site.name}
                <br />
                {address.streetAddress}
                <br />
                {address.locality} {address.postalCode}
                <br />
                {address.country}
              </span>
            </Address>
            <ContactLinks>
              <li>
                <a href={`mailto:${site.email}`}>
                  <Glyph name="mail" size={18} />
                  {site.email}
                </a>
              </li>
              <li>
                <a href={telHref(site.phone)}>
                  <Glyph name="phone" size={18} />
                  {site.phone}
                </a>
              </li>
            </ContactLinks>
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
