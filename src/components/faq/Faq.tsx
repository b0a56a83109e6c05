import { useId, useState, type ReactNode } from 'react';
import './faq.css';

export type FaqItem = { question: string; answer: ReactNode };
export type FaqTab = { label: string; items: FaqItem[] };

/** An accordion: each question is a button that shows or hides its answer. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="faq">
      {items.map((item, i) => {
        const panelId = `${baseId}-${i}`;
        const expanded = open === i;
        return (
          <div key={item.question} className="faq__item">
            <h3 className="faq__question">
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : i)}
              >
                {item.question}
              </button>
            </h3>
            <div id={panelId} className="faq__answer" hidden={!expanded}>
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** FAQ tabs (Eligibility, General, Service in the spec) over accordions. */
export function FaqTabs({ tabs, label = 'Frequently asked questions' }: { tabs: FaqTab[]; label?: string }) {
  const [active, setActive] = useState(0);
  const baseId = useId();
  const current = tabs[active] ?? tabs[0];
  return (
    <div className="faq-tabs">
      <div role="tablist" aria-label={label} className="faq-tabs__list">
        {tabs.map((tab, i) => (
          <button
            key={tab.label}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${active}`}
        className="faq-tabs__panel"
      >
        {current ? <FaqAccordion key={current.label} items={current.items} /> : null}
      </div>
    </div>
  );
}
