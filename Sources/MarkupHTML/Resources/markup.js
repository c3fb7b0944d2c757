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
