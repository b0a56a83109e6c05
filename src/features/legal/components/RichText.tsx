import { Fragment } from 'react';
import { Link } from 'wouter';
import type { LegalLink, RichText as RichTextValue } from '../content/legal-schema';

function InlineLink({ value }: { value: LegalLink }) {
  // Site pages go through the router; anchors, tel:, mailto: and other sites are ordinary links.
  if (value.href.startsWith('/')) return <Link href={value.href}>{value.text}</Link>;
  if (value.href.startsWith('https://')) {
    return (
      <a href={value.href} rel="noopener noreferrer">
        {value.text}
      </a>
    );
  }
  return <a href={value.href}>{value.text}</a>;
}

export function RichText({ value }: { value: RichTextValue }) {
  if (typeof value === 'string') return value;
  return value.map((part, i) => (
    <Fragment key={i}>{typeof part === 'string' ? part : <InlineLink value={part} />}</Fragment>
  ));
}
