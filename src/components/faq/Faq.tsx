import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './faq.css';

export type FaqItem = { question: string; answer: ReactNode };
export type FaqTab = { label: string; items: FaqItem[] };

export type FaqAccordionProps = {
  items: FaqItem[];
  /** Level of the question headings (default 3, under a section's h2). */
  headingLevel?: 2 | 3 | 4 | 5;
};

/** Above this many items the answers are not landmarks (regions), so a screen reader's landmark list stays short. */
const MAX_ITEMS_AS_REGIONS = 6;

/**
 * An accordion: each question is a button that shows or hides its answer, independently of the others (so two
 * answers can be compared). Answers are in the HTML while hidden, for search engines and the FAQPage JSON-LD.
 */
export function FaqAccordion({ items, headingLevel = 3 }: FaqAccordionProps) {
  const [openItems, setOpenItems] = useState<ReadonlySet<number>>(() => new Set());
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  const asRegions = items.length <= MAX_ITEMS_AS_REGIONS;

  const toggle = (index: number) =>
    setOpenItems((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <div className="faq">
      {items.map((item, i) => {
        const buttonId = `${baseId}-question-${i}`;
        const panelId = `${baseId}-answer-${i}`;
        const expanded = openItems.has(i);
        return (
          <div key={`${i}-${item.question}`} className="faq__item">
            <Heading className="faq__question">
              <button
                type="button"
                id={buttonId}
                className="faq__toggle"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(i)}
              >
                <span className="faq__question-text">{item.question}</span>
                <span className="faq__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={panelId}
              className="faq__answer"
              role={asRegions ? 'region' : undefined}
              aria-labelledby={asRegions ? buttonId : undefined}
              hidden={!expanded}
            >
              {typeof item.answer === 'string' ? <p>{item.answer}</p> : item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}

export type FaqTabsProps = {
  tabs: FaqTab[];
  /** Accessible name of the tab list. */
  label?: string;
  /** Level of the question headings inside the panels (default 3). */
  headingLevel?: FaqAccordionProps['headingLevel'];
};

/**
 * FAQ tabs (Eligibility, General, Service in the spec) over accordions, following the WAI-ARIA tabs pattern: one
 * tab stop, Left/Right (wrapping), Home and End move between tabs and show the tab's panel at once. The panel shown
 * by a switch fades in over 300 ms (the spec's FAQ tab fade; none under prefers-reduced-motion).
 */
export function FaqTabs({ tabs, label = 'Frequently asked questions', headingLevel }: FaqTabsProps) {
  const [selected, setSelected] = useState(0);
  // Only a switch fades: the first render (and the prerendered page) shows the first panel as is.
  const [switched, setSwitched] = useState(false);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const active = Math.min(selected, Math.max(tabs.length - 1, 0));

  const select = (index: number, moveFocus: boolean) => {
    if (index !== active) {
      setSelected(index);
      setSwitched(true);
    }
    if (moveFocus) tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    select(target, true);
  };

  return (
    <div className={`faq-tabs${switched ? ' faq-tabs--switched' : ''}`}>
      <div role="tablist" aria-label={label} className="faq-tabs__list">
        {tabs.map((tab, i) => (
          <button
            key={tab.label}
            ref={(node) => {
              tabRefs.current[i] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            className="faq-tabs__tab"
            aria-selected={i === active}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => select(i, false)}
            onKeyDown={(event) => onKeyDown(event, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${baseId}-panel-${i}`}
          aria-labelledby={`${baseId}-tab-${i}`}
          className="faq-tabs__panel"
          hidden={i !== active}
        >
          <FaqAccordion items={tab.items} headingLevel={headingLevel} />
        </div>
      ))}
    </div>
  );
}
