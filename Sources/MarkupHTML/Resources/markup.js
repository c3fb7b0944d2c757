document.addEventListener('click', function (event) {
  var step = event.target.closest('.mk-stepper button');
  if (step) {
    var input = step.parentNode.querySelector('input');
    if (step.dataset.step === '1') { input.stepUp(); } else { input.stepDown(); }
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  var tab = event.target.closest('.mk-tabbar [role=tab]');
  if (tab) {
    tab.parentNode.querySelectorAll('[role=tab]').forEach(function (other) {
      other.setAttribute('aria-selected', String(other === tab));
      var pane = other.dataset.tab && document.getElementById(other.dataset.tab);
      if (pane && pane.closest('.mk-tabbar') === null) { pane.hidden = other !== tab; }
    });
  }
});
// Dates. A picker in date or time mode holds a day or a time of day, the same in every zone: the input's value is it
// (and its value attribute, the one the page was given). A date-and-time picker holds an instant (data-date, data-min,
// data-max: ISO 8601 in UTC), shown in the browser's time zone, as UIKit shows a picker's date in the device's.
var markupDates = (function () {
  function pad(number, width) { return String(number).padStart(width || 2, '0'); }
  function day(date) { return pad(date.getFullYear(), 4) + '-' + pad(date.getMonth() + 1) + '-' + pad(date.getDate()); }
  function time(date) {
    var text = pad(date.getHours()) + ':' + pad(date.getMinutes());
    return date.getSeconds() ? text + ':' + pad(date.getSeconds()) : text;
  }
  function local(instant, type) {
    var date = new Date(instant);
    if (isNaN(date.getTime())) return '';
    return type === 'date' ? day(date) : type === 'time' ? time(date) : day(date) + 'T' + time(date);
  }
  function isLocal(input) { return input.type === 'date' || input.type === 'time'; }
  // What the picker holds, as markup writes it: a day, a time of day, or an instant in UTC; null when it holds none.
  function value(input) {
    if (!input.value) return null;
    if (isLocal(input)) return input.value;
    var date = new Date(input.value);
    return isNaN(date.getTime()) ? null : date.toISOString();
  }
  // Shows what the page was given: an instant in this zone, a day or a time as it is.
  function show(input) {
    ['min', 'max'].forEach(function (bound) {
      if (input.dataset[bound]) input[bound] = local(input.dataset[bound], input.type);
      else if (!isLocal(input)) input.removeAttribute(bound);
    });
    input.value = input.dataset.date ? local(input.dataset.date, input.type) : isLocal(input) ? input.defaultValue : '';
  }
  // Sets what the picker holds (key: date, min or max) from its markup text, and shows it.
  function set(input, key, text) {
    if (isLocal(input) && text.indexOf('T') < 0) {
      delete input.dataset[key];
      if (key === 'date') { input.defaultValue = text; input.value = text; } else { input[key] = text; }
      return;
    }
    input.dataset[key] = text;
    show(input);
  }
  function showAll(root) {
    root.querySelectorAll('input.mk-date:not(.mk-countdown)').forEach(function (input) {
      if (input.dataset.date || input.dataset.min || input.dataset.max) show(input);
    });
  }
  document.addEventListener('change', function (event) {
    var input = event.target;
    if (!input.matches || !input.matches('input.mk-date:not(.mk-countdown)')) return;
    // What was chosen is what an input emptied afterwards shows again.
    var chosen = value(input);
    if (chosen && isLocal(input)) input.defaultValue = chosen; else if (chosen) input.dataset.date = chosen;
  }, true);
  showAll(document);
  return { value: value, show: show, set: set, showAll: showAll };
})();
// A one-line label that UIKit shrinks to fit (adjustsFontSizeToFitWidth): its text is made smaller, no smaller than
// its minimum scale factor (data-mk-fit), until it fits its width — when the page loads, once fonts have loaded, and
// whenever text changes (a live page's updates).
(function () {
  // The text's own width, unrounded (scrollWidth rounds to whole pixels, which hides a text a fraction too wide).
  function overflow(span) {
    var range = document.createRange();
    range.selectNodeContents(span);
    return range.getBoundingClientRect().width / (span.getBoundingClientRect().width || 1);
  }
  function fit(span) {
    span.style.fontSize = '';
    var ratio = overflow(span);
    if (ratio <= 1) return;
    var size = parseFloat(getComputedStyle(span).fontSize);
    var minimum = Math.max(parseFloat(span.dataset.mkFit) || 0, 1 / size);
    var scale = Math.max(minimum, 1 / ratio);
    span.style.fontSize = size * scale + 'px';
    // Text is not quite proportional to its size (hinting, rounding): one more step when it is still too wide.
    ratio = overflow(span);
    if (scale > minimum && ratio > 1) span.style.fontSize = size * Math.max(minimum, scale / ratio) + 'px';
  }
  function all() { document.querySelectorAll('[data-mk-fit]').forEach(fit); }
  var pending = false;
  function later() {
    if (pending) return;
    pending = true;
    setTimeout(function () { pending = false; all(); }, 0);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', all); else all();
  window.addEventListener('load', later);
  new MutationObserver(later).observe(document.documentElement, { subtree: true, childList: true, characterData: true });
})();
