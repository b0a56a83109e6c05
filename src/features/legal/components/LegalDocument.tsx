import type { LegalBlock, LegalDocumentContent } from '../content/legal-schema';
import { formatLegalDate } from '../format-legal-date';
import { RichText } from './RichText';
import './legal-document.css';

export const CONTENTS_ID = 'contents';

function Block({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <RichText value={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className="legal-document__list">
          {block.items.map((item, i) => (
            <li key={i}>
              <RichText value={item} />
            </li>
          ))}
        </ul>
      );
    case 'address':
      return (
        <address className="legal-document__address">
          {block.lines.map((line, i) => (
            <span key={i} className="legal-document__address-line">
              <RichText value={line} />
            </span>
          ))}
        </address>
      );
  }
}

/** A legal text: title, date, a numbered table of contents with in-page links, then one h2 section per entry. */
export function LegalDocument({ document: doc }: { document: LegalDocumentContent }) {
  return (
    <article className="container legal-document" aria-labelledby="legal-document-title">
      <header className="legal-document__header">
        <h1 id="legal-document-title">{doc.title}</h1>
        <p className="legal-document__updated">
          Last updated: <time dateTime={doc.lastUpdated}>{formatLegalDate(doc.lastUpdated)}</time>
        </p>
        {doc.intro.map((paragraph, i) => (
          <p key={i} className="legal-document__intro">
            <RichText value={paragraph} />
          </p>
        ))}
        {doc.aside ? (
          // A note, not an <aside>: a named complementary landmark may not sit inside <main>.
          <div className="legal-document__aside" role="note">
            <p>
              <RichText value={doc.aside} />
            </p>
          </div>
        ) : null}
      </header>

      <nav className="legal-document__toc" aria-labelledby={CONTENTS_ID}>
        <h2 id={CONTENTS_ID} tabIndex={-1}>
          On this page
        </h2>
        <ol>
          {doc.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>

      {doc.sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          className="legal-document__section"
          aria-labelledby={`${section.id}-heading`}
        >
          <h2 id={`${section.id}-heading`}>
            <span className="legal-document__number">{index + 1}.</span> {section.heading}
          </h2>
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
          <p className="legal-document__back">
            <a href={`#${CONTENTS_ID}`}>Back to the contents</a>
          </p>
        </section>
      ))}
    </article>
  );
}
