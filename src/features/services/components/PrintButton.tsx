/** Opens the browser's print dialog; the page's print styles drop navigation and decoration. */
export function PrintButton({ label = 'Print this page' }: { label?: string }) {
  return (
    <button type="button" className="button button--secondary" onClick={() => window.print()}>
      {label}
    </button>
  );
}
