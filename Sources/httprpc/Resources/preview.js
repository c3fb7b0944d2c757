(function () {
  const query = new URLSearchParams(location.search);
  const width = query.get('width') || '', height = query.get('height') || '';
  function go(changes) {
    for (const key in changes) { if (changes[key] === null) query.delete(key); else query.set(key, changes[key]); }
    location.search = query.toString();
  }
  function wire() {
    const device = document.querySelector('[data-device]');
    if (device) {
      if (width && height) device.value = width + 'x' + height;
      device.onchange = function () { const size = device.value.split('x'); go({ width: size[0], height: size[1] }); };
    }
    const rotate = document.querySelector('[data-rotate]');
    if (rotate) rotate.onclick = function () {
      const size = (device && device.value || '390x844').split('x');
      go({ width: height || size[1], height: width || size[0] });
    };
    const rtl = document.querySelector('[data-rtl]');
    if (rtl) { rtl.checked = query.get('rtl') === 'true'; rtl.onchange = function () { go({ rtl: rtl.checked ? 'true' : null }); }; }
    const language = document.querySelector('[data-language]');
    if (language) {
      if (query.get('language')) language.value = query.get('language');
      language.onchange = function () { go({ language: language.value }); };
    }
  }
  wire();
  let fetching = false, again = false;
  async function refresh() {
    if (fetching) { again = true; return; }
    fetching = true;
    try {
      const response = await fetch(location.href, { cache: 'no-store' });
      const next = new DOMParser().parseFromString(await response.text(), 'text/html');
      document.title = next.title;
      document.body.replaceWith(document.adoptNode(next.body));
      wire();
    } finally {
      fetching = false;
      if (again) { again = false; refresh(); }
    }
  }
  // Only the preview watches its files; `serve`'s pages have the panel alone.
  if (!document.querySelector('#mk-preview[data-watch]')) return;
  const events = new EventSource('/preview/events');
  events.onmessage = refresh;
  events.onopen = function () { document.documentElement.dataset.live = 'true'; };
})();
