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
  // After the first paint itself, as the browser reports it (paint timing), then a task. A frame is not proof
  // of it: a browser may hold the first frame back (headless Chromium under Lighthouse does, for one to two
  // seconds), and scripts started meanwhile compete with that paint. Where paint timing is missing, a frame
  // then a task. Hidden tabs paint nothing, so they start at once; the backstop covers a browser that reports
  // no paint at all, late enough not to race a paint that is merely slow.
  function afterFirstPaint(callback) {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') === -1) {
      requestAnimationFrame(function () {
        setTimeout(callback, 0);
      });
      return;
    }
    var observer = new PerformanceObserver(function () {
      observer.disconnect();
      setTimeout(callback, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  if (document.visibilityState === 'hidden') start();
  else {
    afterFirstPaint(start);
    setTimeout(start, 3000);
  }
})();
