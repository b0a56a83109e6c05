import { useState } from 'react';
import { isSafeHref } from '@shared/html-allowlist';
import { InputPanel } from './InputPanel';

const BAD_LINK =
  'Use a web address starting with https://, an email link (mailto:), a phone link (tel:) or a page of this site starting with /.';

/** Adds or changes the link at the selection. Enter applies, Escape cancels. */
export function LinkPanel({
  initial,
  onApply,
  onCancel,
}: {
  initial: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const [href, setHref] = useState(initial);
  const [error, setError] = useState('');

  const apply = () => {
    let value = href.trim();
    // "www.example.com" or "example.com/page" is meant as a web address.
    if (/^[\w-]+(\.[\w-]+)+(\/|$)/.test(value)) value = `https://${value}`;
    if (!isSafeHref(value)) {
      setError(BAD_LINK);
      return false;
    }
    onApply(value);
    return true;
  };

  return (
    <InputPanel
      label="Link address"
      value={href}
      onChange={(value) => {
        setHref(value);
        setError('');
      }}
      error={error}
      onSubmit={apply}
      submitLabel="Apply link"
      onCancel={onCancel}
      input={{ type: 'url', inputMode: 'url', autoCapitalize: 'none', spellCheck: false }}
    />
  );
}
