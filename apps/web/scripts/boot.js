// Start-up of a prerendered page (copied by scripts/prerender.mjs to dist/assets/boot-<hash>.js):
// the HTML already shows the page, so the app's modules are asked for only once it has been
// painted — they do not hold up the first paint. `data-entry` is the app's entry module,
// `data-preload` the page's screen chunks (space-separated).
(function () {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  var preload = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  // A click before the app is up would be lost (React listens from hydration on): kept for the
  // app in `window.lvxingBoot`, the one hand-off between this script and the app
  // (src/lib/boot-handoff.ts). On the hero's flight form, the field's test id (the form preview
  // takes it once, then sets it to false); elsewhere, the last button or picker field clicked
  // (app/early-click.ts clicks it again once hydrated; links work without the app).
  var handoff = (window.lvxingBoot = window.lvxingBoot || {});
  document.addEventListener(
    'click',
    function (e) {
      if (handoff.listening || !e.target.closest) return;
      var form = e.target.closest('.fs-preview');
      if (form && handoff.heroField !== false) {
        e.preventDefault();
        var field = e.target.closest('[data-testid]');
        handoff.heroField = field ? field.getAttribute('data-testid') : null;
        return;
      }
      // a button, or a field that opens a picker (the date fields' read-only input)
      var button = e.target.closest('#root button, #root [role="button"], #root input[readonly]');
      if (!button) return;
      e.preventDefault();
      handoff.click = button;
    },
    true,
  );
  // one link per task: adding a page's ~25 at once was one task of 20–140 ms on a phone (4× CPU),
  // and four per task still 14–32 ms on a busy 2-core machine (each link sets up a request)
  function preloadFrom(i) {
    if (i >= preload.length) return;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = preload[i];
    document.head.appendChild(link);
    setTimeout(function () {
      preloadFrom(i + 1);
    }, 0);
  }
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
    setTimeout(function () {
      preloadFrom(0);
    }, 0);
  }
  // once the browser has recorded the first paint (Paint Timing: the frame was presented). A
  // timer after requestAnimationFrame was not enough: the frame was often presented only after
  // the scripts had been fetched and run (Lighthouse on /: painted at 140–215 ms, scripts asked
  // for at 95–110 ms), so the first paint waited for them. A hidden tab paints no frame, and an
  // old browser has no paint entries: hence the timers below.
  try {
    if (performance.getEntriesByType('paint').length > 0) {
      start();
    } else {
      var observer = new PerformanceObserver(function () {
        observer.disconnect();
        setTimeout(start, 0);
      });
      observer.observe({ type: 'paint', buffered: true });
    }
  } catch {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  // A hidden tab paints nothing until it is shown: it starts after a short wait. A visible one
  // waits for its paint; the longer timer only covers a browser that records no paint entries
  // (on a slow machine the first paint came 630 ms after navigation, after a 300 ms timer).
  setTimeout(start, document.visibilityState === 'hidden' ? 300 : 1500);
})();
