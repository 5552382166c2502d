import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useSiteContent } from '../../hooks/useSiteContent.ts';
import { color, font, layout, radius, space, zIndex } from '../../theme/tokens.ts';
import { ErrorBoundary } from '../ErrorBoundary/ErrorBoundary.tsx';
import { Footer } from '../Footer/Footer.tsx';
import { Header } from '../Header/Header.tsx';
import { PagePart } from '../../../plugins/page-start/part.tsx';
import { StatusMessage } from '../StatusMessage/StatusMessage.tsx';

const SkipLink = styled.a`
  position: fixed;
  top: ${space[2]};
  left: ${space[2]};
  z-index: ${zIndex.toast};
  padding: ${space[3]} ${space[4]};
  border-radius: ${radius.control};
  background: ${color.surface};
  color: ${color.ink};
  font-weight: ${font.weight.semibold};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

const Main = styled.main`
  padding-top: ${layout.headerHeight};
  &:focus {
    outline: none;
  }
`;

interface Props {
  pathname: string;
  children: ReactNode;
}

/**
 * The shell around every page: skip link, header, the page inside an error boundary, and footer. The header and
 * footer, like each section of a page, hydrate as parts of their own (PagePart, plugins/page-start), the header first.
 */
export function Layout({ pathname, children }: Props) {
  const { site, navigation } = useSiteContent();
  const { error } = site.ui;
  return (
    <>
      <SkipLink href="#main">{site.ui.skipLink}</SkipLink>
      <PagePart>
        <Header
          siteName={site.shortName}
          homeLinkLabel={site.ui.homeLink}
          menuButtonLabel={site.ui.menuOpen}
          navigation={navigation.header}
          pathname={pathname}
        />
      </PagePart>
      <Main id="main" tabIndex={-1}>
        <ErrorBoundary
          key={pathname}
          fallback={
            <StatusMessage
              role="alert"
              heading={error.heading}
              text={error.text}
              link={{ label: error.homeLink, to: '/' }}
            />
          }
        >
          {children}
        </ErrorBoundary>
      </Main>
      <PagePart>
        <Footer site={site} navigation={navigation.footer} />
      </PagePart>
    </>
  );
}
