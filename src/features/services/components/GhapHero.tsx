import type { ReactNode } from 'react';
import { ListenControl } from '../../../components/listen/ListenControl';
import { paths } from '../../../paths';
import { GHAP_CONSULTATION, GHAP_COVERAGE, GHAP_HERO, GHAP_NAME } from '../content/ghap';
import { Breadcrumbs, SERVICES_TRAIL } from './Breadcrumbs';
import { PrintButton } from './PrintButton';
import { ServiceHeroArt } from './ServiceHeroArt';

const ON_THIS_PAGE = [
  { id: 'ghap-what-is', label: 'What the assessment covers' },
  { id: 'referral-criteria', label: 'Who should be referred' },
  { id: 'ghap-referral-pack', label: 'Referral pack to save for offline' },
  { id: 'how-to-refer', label: 'How to refer (for physicians)' },
  { id: 'ghap-prepare', label: 'Preparing for the visit' },
  { id: 'ghap-after', label: 'After the assessment' },
  { id: 'ghap-faq', label: 'Questions' },
] as const;

/**
 * `bookingAction`: the page's booking button, labelled with GHAP_CONSULTATION (features do not import each other).
 */
export function GhapHero({ bookingAction }: { bookingAction: ReactNode }) {
  return (
    <section className="service-hero ghap-hero" aria-labelledby="ghap-heading">
      <div className="container service-hero__inner">
        <div className="service-hero__text">
          <Breadcrumbs trail={[...SERVICES_TRAIL, { name: GHAP_NAME, path: paths.geriatricAssessment }]} />
          <p className="service-hero__eyebrow">{GHAP_HERO.eyebrow}</p>
          <h1 id="ghap-heading">{GHAP_HERO.heading}</h1>
          <p className="service-hero__lead">{GHAP_HERO.paragraph}</p>
          <div className="ghap-no-print">
            <ListenControl />
          </div>
          <div className="ghap-coverage" role="note" aria-label="Coverage">
            <p className="ghap-coverage__statement">{GHAP_COVERAGE.statement}</p>
            <p>{GHAP_COVERAGE.detail}</p>
          </div>
          {/* The referral path is the primary action; a consultation about the program comes second. */}
          <div className="service-hero__actions ghap-no-print">
            <a href="#how-to-refer" className="button">
              How physicians refer
            </a>
            {bookingAction}
            <PrintButton />
          </div>
          <p className="ghap-hero__consultation-note ghap-no-print">{GHAP_CONSULTATION.note}</p>
        </div>
        <div className="service-hero__art ghap-no-print">
          <ServiceHeroArt art="geriatric" />
        </div>
      </div>
      <nav aria-label="On this page" className="container ghap-toc ghap-no-print">
        <h2 className="ghap-toc__heading">On this page</h2>
        <ul className="plain-list ghap-toc__list">
          {ON_THIS_PAGE.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`}>{item.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
