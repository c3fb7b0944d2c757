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
// Dates: the page carries instants (data-date, data-min, data-max: ISO 8601 in UTC) and shows them in the browser's
// time zone, as UIKit shows a picker's date in the device's. A time keeps the day of the date it had.
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
  function instant(input) {
    var value = input.value, date;
    if (!value) return null;
    if (input.type === 'date') {
      date = new Date(value + 'T00:00');
    } else if (input.type === 'time') {
      date = new Date(day(input.dataset.date ? new Date(input.dataset.date) : new Date()) + 'T' + value);
    } else {
      date = new Date(value);
    }
    return isNaN(date.getTime()) ? null : date.toISOString();
  }
  function show(input) {
    ['min', 'max'].forEach(function (bound) {
      if (input.dataset[bound]) input[bound] = local(input.dataset[bound], input.type); else input.removeAttribute(bound);
    });
    input.value = input.dataset.date ? local(input.dataset.date, input.type) : '';
  }
  function showAll(root) {
    root.querySelectorAll('input.mk-date:not(.mk-countdown)').forEach(function (input) {
      if (input.dataset.date || input.dataset.min || input.dataset.max) show(input);
    });
  }
  document.addEventListener('change', function (event) {
    var input = event.target;
    if (!input.matches || !input.matches('input.mk-date:not(.mk-countdown)')) return;
    var chosen = instant(input);
    if (chosen) input.dataset.date = chosen;
  }, true);
  showAll(document);
  return { instant: instant, show: show, showAll: showAll };
})();
