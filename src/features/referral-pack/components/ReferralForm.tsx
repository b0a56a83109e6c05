import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatAddress, SITE_CONFIG } from '../../../config/site-config';
import { paths } from '../../../paths';
import { CheckItem, HandLine, WriteBox, WriteLine } from './referral-form-fields';
import './referral-form.css';

/** The referral criteria, passed in by the page from the services content (features do not share content). */
export type ReferralCriteria = {
  items: readonly string[];
  /** When not to refer: the emergency advice printed on the form. */
  urgent: string;
};

export type ReferralFormProps = {
  programName: string;
  criteria: ReferralCriteria;
  /** Navigation shown above the form on screen only. */
  breadcrumbs?: ReactNode;
};

const ATTACHMENTS = [
  'Current medication list, including supplements',
  'Medical history and active problems',
  'Recent blood work',
  'Imaging or other test reports',
  'Cognitive screening scores (for example MoCA or MMSE)',
  'Recent consultation notes or hospital discharge summary',
] as const;

const SUPPORT_NEEDS = ['Interpreter', 'Hearing support', 'Vision support', 'Wheelchair or accessible entry'] as const;

/**
 * The GHAP referral form: printed, completed by hand and faxed; it is never submitted online. The print
 * stylesheet fits it on one Letter page in black on white, without the site's header, footer or buttons.
 */
export function ReferralForm({ programName, criteria, breadcrumbs }: ReferralFormProps) {
  const [mainPhone] = SITE_CONFIG.phones;
  return (
    <div className="referral-form-page">
      <div className="container referral-form__intro referral-form__screen-only">
        {breadcrumbs}
        <p>
          Print this form, complete it by hand, sign it and fax it with your attachments to{' '}
          <strong className="referral-form__nowrap">{SITE_CONFIG.fax.display}</strong>. You may also type into the
          fields before printing: nothing you type is sent or saved.
        </p>
        <div className="referral-form__actions">
          <button type="button" className="button" onClick={() => window.print()}>
            Print this form
          </button>
          <Link href={paths.geriatricAssessment} className="button button--secondary">
            Back to the {programName}
          </Link>
        </div>
      </div>

      <article className="referral-form" aria-labelledby="referral-form-heading">
        <header className="referral-form__header">
          <div className="referral-form__clinic">
            <p className="referral-form__clinic-name">{SITE_CONFIG.clinicName}</p>
            <p>{formatAddress()}</p>
            <p>
              {mainPhone ? <>Phone {mainPhone.display} · </> : null}
              {SITE_CONFIG.email} · {SITE_CONFIG.hours}
            </p>
          </div>
          <p className="referral-form__fax">
            <span>Fax completed form to</span> <strong>{SITE_CONFIG.fax.display}</strong>
          </p>
        </header>

        <h1 id="referral-form-heading" className="referral-form__title">
          Referral to the {programName}
        </h1>
        <p className="referral-form__lead">
          Covered by OHIP with a valid Ontario health card. Please print clearly. We confirm receipt with your office,
          then contact the patient or caregiver to book.
        </p>
        <div className="referral-form__urgent" role="note" aria-label="Not for emergencies">
          <strong>Not for emergencies.</strong> {criteria.urgent}
        </div>

        <section className="referral-form__section" aria-labelledby="referral-form-patient">
          <h2 id="referral-form-patient">Patient</h2>
          <div className="referral-form__grid">
            <WriteLine label="Patient name" hint="(last, first)" span={6} />
            <WriteLine label="Date of birth" hint="(YYYY-MM-DD)" span={3} />
            <WriteLine label="Patient phone" span={3} />
            <WriteLine label="Health card number" span={4} />
            <WriteLine label="Version code" span={2} />
            <WriteLine label="Preferred language" span={6} />
            <WriteLine label="Address" span={12} />
            <WriteLine label="Substitute decision-maker or caregiver" hint="(name, relationship)" span={8} />
            <WriteLine label="Decision-maker or caregiver phone" span={4} />
          </div>
          <fieldset className="referral-form__checks referral-form__checks--inline">
            <legend>Support needed at the visit</legend>
            <ul>
              {SUPPORT_NEEDS.map((need) => (
                <CheckItem key={need} label={need} />
              ))}
            </ul>
          </fieldset>
        </section>

        <section className="referral-form__section" aria-labelledby="referral-form-clinician">
          <h2 id="referral-form-clinician">Referring clinician</h2>
          <div className="referral-form__grid">
            <WriteLine label="Clinician name" span={6} />
            <WriteLine label="OHIP billing number" span={3} />
            <WriteLine label="CPSO number" span={3} />
            <WriteLine label="Office phone" span={3} />
            <WriteLine label="Office fax" span={3} />
            <HandLine label="Signature" hint="(sign after printing)" span={4} />
            <WriteLine label="Date" span={2} />
          </div>
        </section>

        <section className="referral-form__section" aria-labelledby="referral-form-reason">
          <h2 id="referral-form-reason">Reason for referral</h2>
          <fieldset className="referral-form__checks referral-form__checks--columns">
            <legend>Check all that apply</legend>
            <ul>
              {criteria.items.map((item) => (
                <CheckItem key={item} label={item} />
              ))}
            </ul>
          </fieldset>
          <WriteBox label="Questions you would like answered, and other relevant details" />
        </section>

        <section className="referral-form__section" aria-labelledby="referral-form-attached">
          <h2 id="referral-form-attached">Attached to this referral</h2>
          <fieldset className="referral-form__checks referral-form__checks--columns">
            <legend>Check what you are faxing with the form</legend>
            <ul>
              {ATTACHMENTS.map((item) => (
                <CheckItem key={item} label={item} />
              ))}
            </ul>
          </fieldset>
        </section>

        <section className="referral-form__section" aria-labelledby="referral-form-consent">
          <h2 id="referral-form-consent">Consent</h2>
          <fieldset className="referral-form__checks">
            <legend className="visually-hidden">Patient consent</legend>
            <ul>
              <CheckItem label="The patient, or their substitute decision-maker, knows about this referral and agrees to it." />
            </ul>
          </fieldset>
        </section>
      </article>
    </div>
  );
}
