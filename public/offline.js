// The offline page's only script (it has no React): lists the pages this device saved while browsing, by
// title, and reloads when the connection returns. Plain browser JS, served as is.
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
  var suffix = list.getAttribute('data-title-suffix') || '';
  var cache;
  caches
    .open(list.getAttribute('data-cache'))
    .then(function (opened) {
      cache = opened;
      return cache.keys();
    })
    .then(function (requests) {
      var pages = requests.filter(function (request) {
        var url = new URL(request.url);
        if (url.origin !== window.location.origin || listed[url.pathname]) return false;
        listed[url.pathname] = true;
        return true;
      });
      // Each page by the title it had when it was saved (server-rendered pages carry their own), in the
      // order they were saved; the address stands in for a page saved without one.
      return Promise.all(
        pages.map(function (request) {
          return cache
            .match(request)
            .then(function (response) {
              return response ? response.text() : '';
            })
            .then(function (html) {
              return { path: new URL(request.url).pathname, title: titleOf(html) };
            });
        }),
      );
    })
    .then(function (pages) {
      pages.forEach(function (page) {
        var item = document.createElement('li');
        var link = document.createElement('a');
        link.href = page.path;
        link.textContent = page.title || label(page.path);
        item.appendChild(link);
        list.appendChild(item);
      });
      if (list.children.length > 0) section.hidden = false;
    })
    .catch(function () {
      // Nothing saved, or storage unavailable: the precached pages below are still listed.
    });

  function titleOf(html) {
    var match = /<title[^>]*>([^<]*)<\/title>/.exec(html);
    if (!match) return '';
    // Decoded by an inert document: the title is text, never markup.
    var text = new DOMParser().parseFromString(match[1], 'text/html').documentElement.textContent || '';
    text = text.trim();
    return suffix && text.slice(-suffix.length) === suffix ? text.slice(0, -suffix.length) : text;
  }

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
