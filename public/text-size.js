// Applies the visitor's stored text size before the first paint, so a prerendered page does not
// reflow when the app starts. External (not inline) because the CSP allows only 'self' scripts.
// Keep the key and values in step with src/features/text-size/text-size-store.ts.
try {
  var size = localStorage.getItem('textSize');
  if (size === 'large' || size === 'larger') document.documentElement.setAttribute('data-text-size', size);
} catch {
  // Storage can be unavailable (private browsing); the standard size applies.
}
