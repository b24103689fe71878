import { Alignment, Button, Card, Classes, Drawer, H1, H2, H3, Icon, Navbar, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { MainContent, SkipLink } from '../../components/skip-link/SkipLink';
import { DASHBOARD_PATH } from '../../paths';
import { UserMenu } from '../auth/UserMenu';
import { Footer } from './Footer';
import { CategoryIllustration, HeroIllustration } from './illustrations';
import { PRODUCT_NAME } from '../../common/constants';
import { ADDITIONAL_SUPPORTERS, type Funder, MAIN_SPONSORS } from './shell.constants';
import { STAKEHOLDER_CATEGORIES } from '../../common/stakeholders';
import { ThemeSwitch } from './ThemeSwitch';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../common/use-media-query';

const buttonLink = (intent: 'primary' | 'none' = 'none') =>
  `${Classes.BUTTON} ${intent === 'primary' ? Classes.INTENT_PRIMARY : Classes.MINIMAL}`;

/** The landing page's links: All Tools and one per usage category. */
function LandingLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      <NavLink to={DASHBOARD_PATH} className={buttonLink()} onClick={onNavigate}>
        All Tools
      </NavLink>
      {STAKEHOLDER_CATEGORIES.map((c) => (
        <NavLink key={c.ndx} to={c.path} className={buttonLink()} onClick={onNavigate}>
          {c.splashTitle}
        </NavLink>
      ))}
    </>
  );
}

/** The landing top bar; on small screens its links move into a drawer from the top. */
function LandingTopBar() {
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Navbar className="portal-topbar">
      <NavbarGroup align={Alignment.START}>
        <NavbarHeading className="portal-product-name">{PRODUCT_NAME}</NavbarHeading>
      </NavbarGroup>
      <NavbarGroup align={Alignment.END} className="portal-topbar-end">
        {small ? (
          <>
            <Button variant="minimal" icon="menu" aria-label="Menu" onClick={() => setMenuOpen(true)} />
            <Drawer isOpen={menuOpen} onClose={() => setMenuOpen(false)} position="top" size="auto" title={PRODUCT_NAME}>
              <nav className="portal-landing-menu" aria-label="Site">
                <LandingLinks onNavigate={() => setMenuOpen(false)} />
              </nav>
            </Drawer>
          </>
        ) : (
          <nav className="portal-landing-links" aria-label="Site">
            <LandingLinks />
          </nav>
        )}
        <ThemeSwitch />
        <UserMenu signedOut={null} />
      </NavbarGroup>
    </Navbar>
  );
}

function FunderLinks({ funders, className }: { funders: readonly Funder[]; className: string }) {
  return (
    <ul className={className}>
      {funders.map((f) => (
        <li key={f.url}>
          <a href={f.url} target="_blank" rel="noopener noreferrer">
            {f.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The landing page: hero, introduction, Explore by usage, Funding Provided By, footer. */
export default function LandingPage() {
  return (
    <div className="portal-shell portal-landing">
      <title>{PRODUCT_NAME}</title>
      <SkipLink />
      <LandingTopBar />
      <MainContent>
        <section className="portal-hero portal-landing-hero">
          <HeroIllustration className="portal-hero-image" />
          <div className="portal-hero-text">
            <H1>{PRODUCT_NAME}</H1>
            <p>Water data for the Yampa River basin, from headwater snowpack to the reservoirs and the river.</p>
          </div>
        </section>

        <section className="portal-landing-section" aria-labelledby="landing-intro">
          <H2 id="landing-intro">Welcome</H2>
          <p className={Classes.RUNNING_TEXT}>
            The district monitors streamflow, snowpack, reservoir storage, water temperature and water quality across
            the basin. This portal puts that record in one place: explore sites on a map, compare years, summarise
            seasons and download the data behind every chart.
          </p>
          <Link to={DASHBOARD_PATH} className={buttonLink('primary')}>
            Dashboard
          </Link>
        </section>

        <section className="portal-landing-section" aria-labelledby="landing-usage">
          <H2 id="landing-usage">Explore by usage</H2>
          <div className="portal-usage-grid">
            {STAKEHOLDER_CATEGORIES.map((c) => (
              <Card key={c.ndx} className="portal-usage-card" style={{ borderTopColor: c.color }}>
                <CategoryIllustration image={c.image} title={c.splashTitle} className="portal-usage-image" />
                <H3 className="portal-usage-title">
                  <Icon icon={c.icon} color={c.color} size={20} aria-hidden /> {c.splashTitle}
                </H3>
                <p className={Classes.RUNNING_TEXT}>{c.description}</p>
                <Link to={c.path} className={buttonLink('primary')} aria-label={`Explore ${c.splashTitle}`}>
                  Explore
                </Link>
              </Card>
            ))}
          </div>
        </section>

        <section className="portal-landing-section" aria-labelledby="landing-funding">
          <H2 id="landing-funding">Funding Provided By</H2>
          <FunderLinks funders={MAIN_SPONSORS} className="portal-sponsors" />
          <H3 className="portal-supporters-title">Additional support from</H3>
          <FunderLinks funders={ADDITIONAL_SUPPORTERS} className="portal-supporters" />
        </section>
      </MainContent>
      <Footer adminLogin />
    </div>
  );
}
