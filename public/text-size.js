// Applies the visitor's stored text size before the first paint, so a prerendered page does not
// reflow when the app starts. External (not inline) because the CSP allows only 'self' scripts.
// Keep the key and values in step with src/features/text-size/text-size-store.ts.
try {
  var size = localStorage.getItem('textSize');
  if (size === 'large' || size === 'larger') document.documentElement.setAttribute('data-text-size', size);
} catch {
  // Storage can be unavailable (private browsing); the standard size applies.
}

// Browsers that cannot read aloud never see the "Listen to this page" button (src/components/listen/listen.css):
// marked here, before the first paint, so the page does not change when it starts.
if (!('speechSynthesis' in window)) document.documentElement.classList.add('no-speech');
