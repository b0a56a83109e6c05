import type { ReactNode } from 'react';
import { FaqTabs, type FaqTab } from '../../../components/faq/Faq';
import { SITE_CONFIG } from '../../../config/site-config';
import { HOME_FAQ_TABS, type HomeFaqTab } from '../content/faq';
import { toParagraphs } from '../content/paragraphs';
import './home-faq.css';

export type HomeFaqSectionProps = {
  tabs?: readonly HomeFaqTab[];
  /**
   * An optional call to action under the questions. Features do not import each other, so a booking button
   * arrives ready-made from the page (e.g. `<BookingButton type={1}>Book a consultation</BookingButton>`).
   */
  action?: ReactNode;
};

/** Plain-text answers become one paragraph per line; the same text feeds the page's FAQPage JSON-LD. */
function toFaqTabs(tabs: readonly HomeFaqTab[]): FaqTab[] {
  return tabs.map((tab) => ({
    label: tab.label,
    items: tab.entries.map((entry) => ({
      question: entry.question,
      answer: toParagraphs(entry.answer).map((paragraph) => <p key={paragraph}>{paragraph}</p>),
    })),
  }));
}

/** The home page's FAQ: the spec's Eligibility, General and Service tabs over accordions. */
export function HomeFaqSection({ tabs = HOME_FAQ_TABS, action }: HomeFaqSectionProps) {
  const [phone] = SITE_CONFIG.phones;
  return (
    <section className="home-faq" aria-labelledby="home-faq-heading">
      <div className="container">
        <div className="home-faq__intro">
          <h2 id="home-faq-heading">Frequently asked questions</h2>
          <p>Choose a topic, then select a question to read the answer.</p>
        </div>
        <FaqTabs tabs={toFaqTabs(tabs)} label="Question topics" headingLevel={3} />
        <div className="home-faq__more">
          <p>
            Still have a question?{' '}
            {phone ? (
              <>
                Call us at <a href={`tel:${phone.dial}`}>{phone.display}</a>
              </>
            ) : (
              'Contact the clinic'
            )}
            {action ? ', or book a consultation.' : '.'}
          </p>
          {action}
        </div>
      </div>
    </section>
  );
}
