import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { SITE_CONFIG } from '../../../config/site-config';
import { paths } from '../../../paths';
import { GHAP_NAME, GHAP_REFERRAL_CRITERIA } from '../content/ghap';
import { GHAP_REFERRAL_CONTENTS } from '../content/ghap-referral-contents';

export type GhapReferralProps = {
  /** The offline referral pack panel, passed in by the page (features do not import each other). */
  referralPack?: ReactNode;
};

/** Who should be referred, the offline referral pack, and how physicians refer. */
export function GhapReferral({ referralPack }: GhapReferralProps) {
  const [mainPhone] = SITE_CONFIG.phones;
  return (
    <>
      <section id="referral-criteria" className="service-section ghap-section" aria-labelledby="ghap-criteria-heading">
        <div className="container">
          <h2 id="ghap-criteria-heading">{GHAP_REFERRAL_CRITERIA.heading}</h2>
          <p className="service-section__intro">{GHAP_REFERRAL_CRITERIA.intro}</p>
          <ul className="ghap-criteria">
            {GHAP_REFERRAL_CRITERIA.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="ghap-consent">{GHAP_REFERRAL_CRITERIA.consent}</p>
          <div className="ghap-urgent" role="note" aria-label="Urgent care">
            <p>
              <strong>Not for emergencies.</strong> {GHAP_REFERRAL_CRITERIA.urgent}
            </p>
          </div>
        </div>
      </section>

      {referralPack ? <div id="ghap-referral-pack">{referralPack}</div> : null}

      <section
        id="how-to-refer"
        className="service-section service-section--sand ghap-section"
        aria-labelledby="ghap-refer-heading"
      >
        <div className="container ghap-refer">
          <h2 id="ghap-refer-heading">How to refer</h2>
          <div className="ghap-refer__columns">
            <div className="ghap-refer__block">
              <h3>For family physicians</h3>
              <ol className="ghap-refer__steps">
                <li>
                  Fax a referral letter or your usual consultation request to{' '}
                  <strong className="ghap-nowrap">{SITE_CONFIG.fax.display}</strong>.
                </li>
                <li>
                  Please include:
                  <ul>
                    {GHAP_REFERRAL_CONTENTS.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </li>
                <li>We confirm receipt with your office and contact the patient or their caregiver to book.</li>
                <li>After the assessment, we send you a written report with our findings and recommendations.</li>
              </ol>
            </div>
            <div className="ghap-refer__block">
              <dl className="ghap-contact">
                <div>
                  <dt>Referral fax</dt>
                  <dd className="ghap-nowrap">{SITE_CONFIG.fax.display}</dd>
                </div>
                {mainPhone ? (
                  <div>
                    <dt>Phone for questions</dt>
                    <dd>
                      <a href={`tel:${mainPhone.dial}`} className="ghap-nowrap">
                        {mainPhone.display}
                      </a>
                    </dd>
                  </div>
                ) : null}
                <div>
                  <dt>Hours</dt>
                  <dd>{SITE_CONFIG.hours}</dd>
                </div>
              </dl>
              <p>
                <Link href={paths.contact}>Contact the clinic online</Link>
              </p>
              <h3>For patients and families</h3>
              <p>
                Ask your family physician for a referral to our {GHAP_NAME}; you are welcome to show them this page. If
                you do not have a family physician
                {mainPhone ? (
                  <>
                    , call us at{' '}
                    <a href={`tel:${mainPhone.dial}`} className="ghap-nowrap">
                      {mainPhone.display}
                    </a>{' '}
                    and we will explain your options.
                  </>
                ) : (
                  ', contact us and we will explain your options.'
                )}
              </p>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
