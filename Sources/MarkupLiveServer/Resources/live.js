(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('mk-live-config').textContent);
  var root = document.documentElement, queue = Promise.resolve(), timers = new Map(), events = null;
  // What the person changed on this page (views by index; table sections and picker components by view and name):
  // sent again when the page re-mounts on a new session.
  var touched = new Set(), touchedGroups = new Map();
  function viewOf(node) { return node && node.closest ? node.closest('[data-view]') : null; }
  function own(view, selector) {
    var found = view.querySelectorAll(selector);
    for (var i = 0; i < found.length; i++) { if (viewOf(found[i]) === view) return found[i]; }
    return null;
  }
  function banner(text) {
    var bar = document.getElementById('mk-live-banner');
    if (!bar) {
      bar = document.createElement('div');
      bar.id = 'mk-live-banner';
      bar.setAttribute('role', 'status');
      bar.style.cssText = 'position:fixed;left:8px;right:8px;bottom:8px;padding:8px 12px;border-radius:8px;' +
        'background:#333;color:#fff;font:14px system-ui,sans-serif;z-index:10';
      document.body.appendChild(bar);
    }
    bar.textContent = text;
    bar.hidden = false;
  }
  function hideBanner() { var bar = document.getElementById('mk-live-banner'); if (bar) bar.hidden = true; }
  function post(message) {
    queue = queue.then(function () { return deliver(message, true, true); });
    return queue;
  }
  function deliver(message, mayRemount, mayRetry) {
    return fetch(config.base + '/messages?session=' + config.session, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(message)
    }).then(function (response) {
      // The session is gone (the server restarted): the page re-mounts, and the message, which never reached an
      // owner, goes to the new session.
      if (response.status === 410 && mayRemount) {
        return remountNow().then(function (mounted) { if (mounted) return deliver(message, false, false); });
      }
      if (!response.ok) return response.text().then(function (text) { console.error(text); banner(text); });
    }, function (error) {
      // A connection the browser kept from a server that has since gone fails at once: tried again once, on a new
      // one, the message reaches whichever server is there now.
      if (mayRetry) return deliver(message, mayRemount, false);
      // With its stream open, the server is there: this request was lost on the way, and says so. Otherwise what the
      // person typed stays on the page, recovered once it re-mounts.
      if (events && events.readyState === EventSource.OPEN) banner('The server cannot be reached: ' + error.message);
      else lost();
    });
  }
  function touch(view) { if (view) touched.add(Number(view.dataset.view)); }
  function send(view, names, values) {
    post({ type: 'event', view: Number(view.dataset.view), event: names, values: values || {} });
  }
  function sendText(field) {
    var view = viewOf(field);
    if (timers.has(field)) { clearTimeout(timers.get(field)); timers.delete(field); }
    if (view) send(view, 'editingChanged', { text: field.value });
  }
  function flushText() { Array.from(timers.keys()).forEach(sendText); }
  function isText(node) { return node.matches('input.mk-field, textarea'); }
  document.addEventListener('input', function (event) {
    var field = event.target;
    if (!isText(field)) return;
    touch(viewOf(field));
    if (timers.has(field)) clearTimeout(timers.get(field));
    timers.set(field, setTimeout(function () { sendText(field); }, 150));
  });
  document.addEventListener('keydown', function (event) {
    if (event.key !== 'Enter' || !event.target.matches('input.mk-field')) return;
    event.preventDefault();
    flushText();
    send(viewOf(event.target), ['primaryActionTriggered', 'editingDidEndOnExit']);
  });
  document.addEventListener('change', function (event) {
    var input = event.target, view = viewOf(input);
    // A field the page has just replaced (a new view, a re-mount) says its edit ended as it goes: its text is the old
    // view's, and would overwrite what the new one shows.
    if (!view || replacing || !input.isConnected) return;
    if (isText(input)) {
      flushText();
      if (input.matches('input')) send(view, 'editingDidEnd', { text: input.value });
      return;
    }
    flushText();
    if (input.matches('.mk-check') && input.closest('[data-row]')) {
      // A dynamic section's selection is the session's, by value across all its rows: the tap is sent, not the boxes.
      rowMessage(input.closest('[data-row]'), 'check');
    } else if (input.matches('.mk-check')) {
      var section = input.closest('section[data-section]'), table = viewOf(section);
      if (!section || !table) return;
      touchedGroups.set(table.dataset.view + ' ' + section.dataset.section, { view: table, section: section.dataset.section });
      post(sectionSelection(table, section));
    } else if (input.matches('.mk-picker select') && input.selectedOptions.length && input.selectedOptions[0].dataset.row !== undefined) {
      // A dynamic component's rows are the owner's: the row chosen is sent, as a table's row is.
      rowMessage(input.selectedOptions[0], 'check');
    } else if (input.matches('.mk-picker select[data-component]')) {
      touchedGroups.set(view.dataset.view + ' ' + input.dataset.component, { view: view, section: input.dataset.component });
      post(componentSelection(view, input));
    } else {
      var values = valuesOf(view);
      if (values) { touch(view); send(view, ['valueChanged', 'primaryActionTriggered'], values); }
      // A picker always has a date: an input emptied shows the one the session has.
      else if (input.matches('input.mk-date:not(.mk-countdown)')) markupDates.show(input);
    }
  });
  function sectionSelection(table, section) {
    var values = Array.from(section.querySelectorAll('input.mk-check:checked')).map(function (box) { return box.value; });
    return { type: 'selection', view: Number(table.dataset.view), section: section.dataset.section, values: values };
  }
  function componentSelection(picker, select) {
    return { type: 'selection', view: Number(picker.dataset.view), section: select.dataset.component, values: [select.value] };
  }
  // What a control of `view` holds, as its valueChanged message says it; null for a view that is no such control or
  // holds no value now (a stepper emptied).
  function valuesOf(view) {
    var control = own(view, 'input.mk-switch');
    if (control) return { on: control.checked };
    control = own(view, '.mk-slider, .mk-stepper input');
    if (control) return control.value !== '' && isFinite(control.value) ? { value: Number(control.value) } : null;
    control = own(view, 'input.mk-date:not(.mk-countdown)');
    if (control) { var chosen = markupDates.value(control); return chosen ? { date: chosen } : null; }
    var radios = Array.from(view.querySelectorAll('.mk-segments input'));
    var checked = radios.findIndex(function (radio) { return radio.checked; });
    return radios.length && checked >= 0 ? { selectedSegmentIndex: checked } : null;
  }
  // A dynamic section's rows: a tap calls the owner's onSelect with the row's item, Delete its onDelete, and checks
  // it where the section has check marks (and a dynamic picker component's option, when chosen).
  function rowMessage(row, action) {
    var section = row.closest('section[data-index], select[data-index]'), table = viewOf(row);
    if (!section || !table) return;
    flushText();
    post({ type: 'row', view: Number(table.dataset.view), section: Number(section.dataset.index), row: row.dataset.row, action: action });
  }
  document.addEventListener('click', function (event) {
    var row = event.target.closest('[data-row]');
    if (!row) return;
    var remove = event.target.closest('.mk-delete');
    // A row's own link button goes where it says: the tap is not the row's.
    if (remove) { event.preventDefault(); event.stopPropagation(); rowMessage(row, 'delete'); } else if (row.getAttribute('role') === 'button' && !event.target.closest('a.mk-button')) { rowMessage(row, 'select'); }
  }, true);
  document.addEventListener('keydown', function (event) {
    if ((event.key === 'Enter' || event.key === ' ') && event.target.matches('[data-row][role=button]')) {
      event.preventDefault();
      rowMessage(event.target, 'select');
    }
  });
  // Rows past those shown are asked for as their marker scrolls into view.
  var more = 'IntersectionObserver' in window ? new IntersectionObserver(function (entries) {
    entries.forEach(function (entry) {
      var marker = entry.target, section = marker.closest('section[data-index]'), table = viewOf(marker);
      if (!entry.isIntersecting || !section || !table || marker.dataset.asked === marker.dataset.shown) return;
      marker.dataset.asked = marker.dataset.shown;
      post({ type: 'rows', view: Number(table.dataset.view), section: Number(section.dataset.index), count: Number(marker.dataset.shown) + 100 });
    });
  }) : null;
  function watchMore(root) { if (more) root.querySelectorAll('.mk-more').forEach(function (marker) { more.observe(marker); }); }
  function applyRows(patch) {
    var table = view(patch.view), section = table && Array.from(table.querySelectorAll('section[data-index], select[data-index]')).find(function (found) {
      return viewOf(found) === table && Number(found.dataset.index) === patch.section;
    });
    if (section && section.matches('select')) {
      // A picker component's options: the one the session has selected is chosen.
      var applied = applyRowPatch(patch, section);
      var chosen = section.querySelector(':scope > option[selected]');
      // None checked: the first option, as a picker's wheel rests on its first row.
      if (chosen) section.value = chosen.value; else section.selectedIndex = 0;
      return applied;
    }
    var cells = section && section.querySelector('.mk-cells');
    if (!cells) return false;
    return applyRowPatch(patch, cells);
  }
  function applyRowPatch(patch, cells) {
    function row(key) { return cells.querySelector(':scope > [data-row="' + CSS.escape(key) + '"]'); }
    function made(html) { var template = document.createElement('template'); template.innerHTML = html; return template.content.firstElementChild; }
    function place(node, after) {
      if (!node) return false;
      if (after === undefined || after === null) { cells.prepend(node); return true; }
      var anchor = row(after);
      if (anchor) anchor.after(node);
      return !!anchor;
    }
    var found = patch.key === undefined ? null : row(patch.key);
    switch (patch.kind) {
      case 'remove': if (found) found.remove(); return !!found;
      case 'insert': return place(made(patch.html), patch.after);
      case 'move': return place(found, patch.after);
      case 'update': if (found) found.replaceWith(made(patch.html)); return !!found;
      case 'count':
        if (cells.matches('select')) return true;
        var shown = cells.querySelectorAll(':scope > [data-row]').length, marker = cells.querySelector(':scope > .mk-more');
        // Past the rows the owner holds, a section with onEndReached may have more to load (patch.more).
        if (patch.count <= shown && !patch.more) { if (marker) marker.remove(); return true; }
        if (!marker) { marker = document.createElement('div'); marker.className = 'mk-more'; cells.append(marker); }
        cells.append(marker);
        marker.dataset.shown = shown;
        marker.dataset.count = patch.count;
        marker.textContent = patch.count > shown ? (patch.count - shown) + ' more…' : 'More…';
        if (more) { more.unobserve(marker); more.observe(marker); }
        return true;
    }
    return false;
  }
  document.addEventListener('click', function (event) {
    var button = event.target.closest('.mk-button');
    // A button with a link is one: the browser follows it, and the owner hears nothing.
    if (!button || button.disabled || button.tagName === 'A') return;
    flushText();
    send(viewOf(button), ['touchUpInside', 'primaryActionTriggered']);
  });
  // A navigation bar's button calls its action; the text typed before it goes first, as with any button.
  document.addEventListener('click', function (event) {
    var button = event.target.closest('.mk-bar-button');
    if (!button || button.disabled) return;
    flushText();
    post({ type: 'bar', button: Number(button.dataset.barButton) });
  });
  // A detail page's Back goes back in the browser's history when the page came from its list, so that the browser's
  // Back and ours agree and the list shows as it was (the back-forward cache keeps it); otherwise it is a link.
  function cameFrom(path) {
    if (!document.referrer || history.length < 2) return false;
    var from = new URL(document.referrer, location.href);
    return from.origin === location.origin && (path === undefined || from.pathname === path);
  }
  document.addEventListener('click', function (event) {
    var back = event.target.closest('a.mk-back');
    if (!back || !cameFrom(back.pathname)) return;
    event.preventDefault();
    history.back();
  });
  // Where an owner sends the page (navigate(to:), navigateBack()); false when there is nowhere to go back to.
  function leave(navigation) {
    var back = document.querySelector('a.mk-back'), to = null;
    if (typeof navigation.to === 'string') to = config.screens + navigation.to;
    else if (back && !cameFrom(back.pathname)) to = back.href;
    else if (!back && !cameFrom()) return false;
    // The page is going: its stream ends now, not when the next page has loaded.
    if (events) events.close();
    if (to === null) history.back(); else location.assign(to);
    return true;
  }
  // A document's own form does not post from a live page (its owner does); an alert's closes it.
  document.addEventListener('submit', function (event) { if (event.target.method !== 'dialog') event.preventDefault(); });
  function setText(node, value) { if (!node) return false; node.textContent = value; return true; }
  function setDate(view, key, value) {
    var input = own(view, 'input.mk-date:not(.mk-countdown)');
    if (!input) return false;
    markupDates.set(input, key, value);
    return true;
  }
  var patches = {
    text: function (view, value) {
      var field = own(view, 'input, textarea');
      if (field) { if (field.value !== value) field.value = value; return true; }
      return setText(own(view, '.mk-label > span'), value);
    },
    title: function (view, value) {
      var button = own(view, 'button');
      if (!button || button.children.length) return false;
      return setText(button, value);
    },
    on: function (view, value) { var box = own(view, 'input[type=checkbox]'); if (box) box.checked = value; return !!box; },
    value: function (view, value) {
      var input = own(view, 'input[type=number], input[type=range]');
      if (input) input.value = value;
      return !!input;
    },
    enabled: function (view, value) {
      // A linked button gains or loses its address: the server writes it again.
      if (own(view, 'a.mk-button')) return false;
      view.querySelectorAll('input, button, select, textarea').forEach(function (control) {
        if (viewOf(control) === view) control.disabled = !value;
      });
      var label = own(view, '.mk-label');
      if (label) label.classList.toggle('mk-disabled', !value);
      return true;
    },
    selectedSegmentIndex: function (view, value) {
      var radios = view.querySelectorAll('.mk-segments input');
      radios.forEach(function (radio, index) { radio.checked = index === value; });
      return radios.length > 0;
    },
    'textLabel.text': function (view, value) { return setText(own(view, '.mk-text'), value); },
    'detailTextLabel.text': function (view, value) { return setText(own(view, '.mk-detail'), value); },
    progress: function (view, value) { var bar = own(view, 'progress'); if (bar) bar.value = value; return !!bar; },
    animating: function (view, value) {
      var spinner = own(view, '.mk-spinner');
      if (!spinner) return false;
      spinner.classList.toggle('mk-stopped', !value);
      spinner.style.visibility = !value && spinner.dataset.hidesWhenStopped !== undefined ? 'hidden' : '';
      return true;
    },
    placeholder: function (view, value) { var field = own(view, 'input'); if (field) field.placeholder = value; return !!field; },
    date: function (view, value) { return setDate(view, 'date', value); },
    minimumDate: function (view, value) { return setDate(view, 'min', value); },
    maximumDate: function (view, value) { return setDate(view, 'max', value); }
  };
  function showAlert(alert) {
    var dialog = document.createElement('dialog'), form = document.createElement('form'), ok = document.createElement('button');
    dialog.className = 'mk-alert';
    if (alert.title) { var title = document.createElement('h2'); title.textContent = alert.title; dialog.appendChild(title); }
    var message = document.createElement('p');
    message.textContent = alert.message;
    form.method = 'dialog';
    ok.textContent = 'OK';
    form.appendChild(ok);
    dialog.append(message, form);
    dialog.addEventListener('close', function () { dialog.remove(); });
    document.body.appendChild(dialog);
    dialog.showModal();
  }
  function view(index) { return document.querySelector('[data-view="' + index + '"]'); }
  function apply(update) {
    var whole = false;
    update.changes.forEach(function (change) {
      var target = view(change.view), patch = patches[change.key];
      if (!target || !patch || !patch(target, change.value)) whole = true;
    });
    update.selections.forEach(function (selection) {
      var target = view(selection.view);
      function named(selector, key) {
        return target && Array.from(target.querySelectorAll(selector)).find(function (found) {
          return found.dataset[key] === selection.section;
        });
      }
      var section = named('section[data-section]', 'section'), picker = !section && named('select[data-component]', 'component');
      if (section) {
        section.querySelectorAll('input.mk-check').forEach(function (box) { box.checked = selection.values.indexOf(box.value) >= 0; });
      } else if (picker) {
        picker.value = selection.values.length ? selection.values[0] : '';
        if (!selection.values.length) picker.selectedIndex = -1;
      } else {
        whole = true;
      }
    });
    (update.rows || []).forEach(function (patch) { if (!whole && !applyRows(patch)) whole = true; });
    update.alerts.forEach(showAlert);
    if (whole) { events.close(); connect(-1); }
  }
  var replacing = false;
  function replace(html) {
    var template = document.createElement('template');
    template.innerHTML = html;
    var next = template.content.firstElementChild, old = document.querySelector('.mk-form, .mk-screen');
    var active = document.activeElement, focused = viewOf(active), selection = null;
    if (focused && active.selectionStart !== undefined) selection = [active.selectionStart, active.selectionEnd];
    // Where the person had scrolled a list to, and the page: the new view's lists are as long or longer.
    var scrolled = Array.from(old.querySelectorAll('[data-view]')).filter(function (node) { return node.scrollTop > 0; })
      .map(function (node) { return [node.dataset.view, node.scrollTop]; });
    var pageScroll = [window.scrollX, window.scrollY];
    replacing = true;
    try { old.replaceWith(next); } finally { replacing = false; }
    markupDates.showAll(next);
    watchMore(next);
    scrolled.forEach(function (entry) { var again = view(entry[0]); if (again) again.scrollTop = entry[1]; });
    window.scrollTo(pageScroll[0], pageScroll[1]);
    if (!focused) return;
    var again = view(focused.dataset.view), field = again && own(again, 'input, textarea, select, button');
    if (!field) return;
    field.focus();
    if (selection && field.setSelectionRange) { try { field.setSelectionRange(selection[0], selection[1]); } catch (ignored) {} }
  }
  function connect(version) {
    // One stream at a time: one left retrying for a session the page has left would hear it expired, and re-mount
    // the page again from a view that has not caught up.
    if (events) events.close();
    // Which session the page is on, for whoever looks at the page (the id is in the page's config too).
    root.dataset.session = config.session;
    var zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    events = new EventSource(config.base + '/events?session=' + config.session + '&version=' + version +
      (zone ? '&timeZone=' + encodeURIComponent(zone) : ''));
    events.addEventListener('update', function (event) {
      var update = JSON.parse(event.data);
      if (update.navigation && leave(update.navigation)) return;
      // A whole view shown since (a page event) already has what this update changes.
      if (update.version <= shownVersion) return;
      shownVersion = update.version;
      apply(update);
    });
    events.addEventListener('page', function (event) {
      var page = JSON.parse(event.data);
      shownVersion = page.version;
      replace(page.html);
      page.alerts.forEach(showAlert);
    });
    // The session is gone (the server restarted, or it expired while the page slept), or is about to be (the server
    // is shutting down): the page re-mounts on a new one.
    events.addEventListener('expired', remount);
    events.addEventListener('shutdown', function () {
      // After a pause, so that the request reaches a server that is not the one going away.
      events.close();
      lost();
      setTimeout(remount, 250 + Math.random() * 500);
    });
    events.onopen = found;
    events.onerror = function () {
      if (root.dataset.live === 'ended') return;
      lost();
      // The browser retries a stream that broke on its own, but not one a proxy answered with an error: then the page
      // does, backing off.
      if (events.readyState === EventSource.CLOSED) {
        var closed = events;
        retryLater().then(function (again) { if (again && events === closed && !remounting) connect(shownVersion); });
      }
    };
  }
  // Re-mounting: a new session for this page, with what the person had entered, shown in place of the old view.
  var remounting = null, attempts = 0, lostSince = null;
  function lost() {
    if (root.dataset.live === 'ended') return;
    root.dataset.live = 'reconnecting';
    if (lostSince === null) {
      lostSince = setTimeout(function () { if (root.dataset.live === 'reconnecting') banner('Reconnecting…'); }, 1000);
    }
  }
  function found() {
    root.dataset.live = 'connected';
    attempts = 0;
    clearTimeout(lostSince);
    lostSince = null;
    var bar = document.getElementById('mk-live-banner');
    if (bar && bar.textContent === 'Reconnecting…') hideBanner();
  }
  // Resolves to whether to try again, after a pause that doubles with each attempt (a quarter second to five, with
  // jitter so that the pages of a restarted server do not all return at once); false after 40 attempts.
  function retryLater() {
    attempts += 1;
    if (attempts > 40) {
      root.dataset.live = 'ended';
      banner('The server cannot be reached. Reload the page to try again.');
      return Promise.resolve(false);
    }
    var pause = Math.min(5000, 250 * Math.pow(2, attempts - 1)) * (0.5 + Math.random() / 2);
    return new Promise(function (resolve) { setTimeout(function () { resolve(true); }, pause); });
  }
  // Re-mounts once messages sent before have gone; those sent meanwhile go to the new session.
  function remount() {
    if (events) events.close();
    if (!remounting) queue = queue.then(remountNow);
  }
  // Resolves to whether the page now has a new session.
  function remountNow() {
    if (remounting) return remounting;
    if (events) events.close();
    lost();
    remounting = tryRemount().then(function (mounted) { remounting = null; return mounted; });
    return remounting;
  }
  function tryRemount() {
    // Text waiting to be sent is part of what is recovered.
    timers.forEach(function (timer) { clearTimeout(timer); });
    timers.clear();
    var recovery = recovered();
    return fetch(config.base + '/remount', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ messages: recovery.messages })
    }).then(function (response) {
      if (response.ok) return response.json().then(function (answer) { mounted(answer, recovery.texts); return true; });
      // At a limit, or a proxy without an instance to send it to: later. Anything else will not change.
      if ([429, 502, 503, 504].indexOf(response.status) < 0) {
        return response.text().then(function (text) { root.dataset.live = 'ended'; banner(text); return false; });
      }
      return retryLater().then(function (again) { return again && tryRemount(); });
    }, function () {
      return retryLater().then(function (again) { return again && tryRemount(); });
    });
  }
  // What the person entered on this page, as the messages that enter it again; and the text of each field then.
  function recovered() {
    var messages = [], texts = new Map();
    touched.forEach(function (index) {
      var target = view(index), field = target && own(target, 'input.mk-field, textarea');
      if (field) {
        // A secret is never sent again (nor, on the server, the input of an outlet that says so).
        if (field.type === 'password') return;
        texts.set(index, field.value);
        messages.push({ type: 'event', view: index, event: 'editingChanged', values: { text: field.value } });
        return;
      }
      var values = target && valuesOf(target);
      if (values) messages.push({ type: 'event', view: index, event: ['valueChanged', 'primaryActionTriggered'], values: values });
    });
    touchedGroups.forEach(function (group) {
      var again = view(group.view.dataset.view);
      var section = again && Array.from(again.querySelectorAll('section[data-section]')).find(function (found) {
        return found.dataset.section === group.section;
      });
      var select = again && !section && Array.from(again.querySelectorAll('select[data-component]')).find(function (found) {
        return found.dataset.component === group.section;
      });
      if (section) messages.push(sectionSelection(again, section));
      else if (select) messages.push(componentSelection(again, select));
    });
    // As many rows of each list as it showed, asked for as a page scrolling asks: at most 500 more at a time.
    document.querySelectorAll('section[data-index]').forEach(function (section) {
      var table = viewOf(section), cells = section.querySelector('.mk-cells');
      var shown = cells ? cells.querySelectorAll(':scope > [data-row]').length : 0;
      if (!table || !shown) return;
      for (var count = Math.min(shown, 500); ; count = Math.min(shown, count + 500)) {
        messages.push({ type: 'rows', view: Number(table.dataset.view), section: Number(section.dataset.index), count: count });
        if (count === shown) break;
      }
    });
    return { messages: messages.slice(0, 128), texts: texts };
  }
  function mounted(answer, texts) {
    config.session = answer.session;
    shownVersion = answer.version;
    if (answer.title) {
      document.title = answer.title;
      var heading = document.querySelector('.mk-nav h1');
      if (heading) heading.textContent = answer.title;
    }
    // Text typed while the new session was made is the person's too: kept, and sent.
    var typed = new Map();
    texts.forEach(function (text, index) {
      var field = view(index) && own(view(index), 'input.mk-field, textarea');
      if (field && field.value !== text) typed.set(index, field.value);
    });
    replace(answer.html);
    typed.forEach(function (text, index) {
      var field = view(index) && own(view(index), 'input.mk-field, textarea');
      if (!field) return;
      field.value = text;
      queue = queue.then(function () { return deliver({ type: 'event', view: index, event: 'editingChanged', values: { text: text } }, false, true); });
    });
    attempts = 0;
    connect(answer.version);
  }
  // Leaving for another page (a row's link) keeps this one in the browser's back-forward cache, session and all:
  // Back shows it as it was (scroll position, text typed), reconnected from the version it shows.
  var shownVersion = config.version;
  window.addEventListener('pagehide', function () { if (events) events.close(); });
  window.addEventListener('pageshow', function (event) { if (event.persisted) connect(shownVersion); });
  watchMore(document);
  connect(config.version);
})();
