// The offline page's only script (it has no React): lists the pages this device saved while browsing,
// and reloads when the connection returns. Plain browser JS, served as is.
(function () {
  var retry = document.getElementById('offline-retry');
  if (retry)
    retry.addEventListener('click', function () {
      window.location.reload();
    });
  window.addEventListener('online', function () {
    window.location.reload();
  });

  var list = document.getElementById('offline-visited');
  var section = document.getElementById('offline-visited-section');
  if (!list || !section || !('caches' in window)) return;
  var listed = {};
  Array.prototype.forEach.call(document.querySelectorAll('.offline-page__group a'), function (a) {
    listed[a.getAttribute('href')] = true;
  });
  caches
    .open(list.getAttribute('data-cache'))
    .then(function (cache) {
      return cache.keys();
    })
    .then(function (requests) {
      requests.forEach(function (request) {
        var url = new URL(request.url);
        if (url.origin !== window.location.origin || listed[url.pathname]) return;
        listed[url.pathname] = true;
        var item = document.createElement('li');
        var link = document.createElement('a');
        link.href = url.pathname;
        link.textContent = label(url.pathname);
        item.appendChild(link);
        list.appendChild(item);
      });
      if (list.children.length > 0) section.hidden = false;
    })
    .catch(function () {
      // Nothing saved, or storage unavailable: the precached pages below are still listed.
    });

  // "/location/north-york-clinic" -> "Location: North York Clinic"
  function label(pathname) {
    var parts = pathname.split('/').filter(Boolean);
    var words = decodeURIComponent(parts[parts.length - 1] || '')
      .split('-')
      .join(' ');
    var title = words.replace(/\b\w/g, function (c) {
      return c.toUpperCase();
    });
    var section = { location: 'Location', article: 'Article' }[parts[0]];
    return section ? section + ': ' + title : title;
  }
})();
