// Starts a prerendered page's scripts once the page has painted. The HTML and CSS already show the whole
// page; the scripts only make it interactive (links work before they arrive). Starting them after the first
// paint keeps them from competing with the stylesheet and the page itself on a slow phone connection.
// tools/build/prerender.ts writes this tag with the app's entry and preloads; the app shell loads them directly.
(function () {
  var tag = document.currentScript;
  if (!tag) return;
  var entry = tag.getAttribute('data-entry');
  var preloads = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  // Chromium fires its install event once, possibly before the app has started: keep it for the app
  // (src/features/install/install-prompt.ts reads it).
  window.addEventListener(
    'beforeinstallprompt',
    function (event) {
      event.preventDefault();
      window.__clinicInstallPrompt = event;
    },
    { once: true },
  );
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // A frame, then a task: the first paint has happened. Hidden tabs get no frames, so they start at once;
  // the timeout is a backstop should a browser withhold frames for another reason.
  if (document.visibilityState === 'hidden') start();
  else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 1000);
  }
})();
