// The maintenance page's only script (it has no React; decision 0029): asks every few seconds, and whenever the
// visitor comes back to the tab, whether the site is back, and then returns the visitor to the page they were on.
// Plain browser JS, served as is.
(function () {
  var tag = document.currentScript;
  var pollMs = Number((tag && tag.getAttribute('data-poll-ms')) || 15000);
  var home = (tag && tag.getAttribute('data-home')) || '/';
  var own = (tag && tag.getAttribute('data-page')) || '/maintenance';
  var statusUrl = (tag && tag.getAttribute('data-status')) || '/api/maintenance';
  var status = document.getElementById('maintenance-status');
  var retry = document.getElementById('maintenance-retry');
  var asking = false;

  // Where to go back to: the page's own address, or the one it was sent from (/maintenance?from=/about).
  // Only a path of this site: never another origin.
  function destination() {
    if (window.location.pathname !== own) return window.location.pathname + window.location.search;
    var from = new URLSearchParams(window.location.search).get('from') || '';
    return /^\/(?![/\\])/.test(from) && from.indexOf(own) !== 0 ? from : home;
  }

  function check(fromButton) {
    if (asking) return;
    asking = true;
    fetch(statusUrl, { cache: 'no-store', credentials: 'omit' })
      .then(function (response) {
        return response.ok ? response.json() : null;
      })
      .then(function (body) {
        var on = body && body.data ? body.data.on : null;
        if (on === false) {
          if (status) status.textContent = 'The site is back. Opening it now.';
          window.location.replace(destination());
        } else if (fromButton && status) {
          status.textContent = 'We are still updating the site. This page will try again by itself.';
        }
      })
      .catch(function () {
        if (fromButton && status) status.textContent = 'No connection right now. This page will try again by itself.';
      })
      .then(function () {
        asking = false;
      });
  }

  if (retry)
    retry.addEventListener('click', function () {
      check(true);
    });
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'visible') check(false);
  });
  window.addEventListener('online', function () {
    check(false);
  });
  window.setInterval(function () {
    if (document.visibilityState === 'visible') check(false);
  }, pollMs);
})();
