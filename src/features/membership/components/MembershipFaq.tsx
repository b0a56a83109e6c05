import { DeferredFaqAccordion } from '../../../components/faq/DeferredFaqAccordion';
import { MEMBERSHIP_FAQ, toAnswerParagraphs, type MembershipFaqEntry } from '../content/faq';
import './membership.css';

export function MembershipFaq({ entries = MEMBERSHIP_FAQ }: { entries?: readonly MembershipFaqEntry[] }) {
  const items = entries.map((entry) => ({
    question: entry.question,
    answer: toAnswerParagraphs(entry.answer).map((paragraph) => <p key={paragraph}>{paragraph}</p>),
  }));
  return (
    <section className="membership-section membership-section--sand" aria-labelledby="membership-faq-heading">
      <div className="container">
        <h2 id="membership-faq-heading" className="membership-section__heading">
          Membership questions, answered
        </h2>
        <div className="membership-faq">
          <DeferredFaqAccordion items={items} />
        </div>
      </div>
    </section>
  );
}
