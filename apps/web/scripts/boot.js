// Start-up of a prerendered page (copied by scripts/prerender.mjs to dist/assets/boot-<hash>.js):
// the HTML already shows the page, so the app's modules are asked for only once it has been
// painted — they do not hold up the first paint. `data-entry` is the app's entry module,
// `data-preload` the page's screen chunks (space-separated).
(function () {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  var preload = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  // a click on the hero's flight form before the app is up: kept for the app to replay
  // (features/home/components/flight-form-preview.tsx reads it once, then sets it to false)
  document.addEventListener(
    'click',
    function (e) {
      var form = e.target.closest && e.target.closest('.fs-preview');
      if (!form || window.lvxingEarlyWake === false) return;
      e.preventDefault();
      var field = e.target.closest('[data-testid]');
      window.lvxingEarlyWake = field ? field.getAttribute('data-testid') : null;
    },
    true,
  );
  function start() {
    if (started) return;
    started = true;
    preload.forEach(function (href) {
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
  // after the next frame is painted; a hidden tab paints no frame, hence the timer too
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 300);
})();
