/**
 * The sandbox's stand-in for the platform's legacy calendar bundle (SPEC §2 "Legacy entry points",
 * §7 GET /legacy_asset_bundles/legacy_calendar.js): a small, real widget in plain browser
 * JavaScript, as an older platform script would be. It defines
 *
 *   window.LegacyCalendar.open({ onClose(), onBookOnline({ date, time }) }) → { close() }
 *
 * `open` shows an accessible dialog (labelled, focus moved in and kept in, Esc and Close close it,
 * focus given back on close) with the next fourteen days but Sundays and the valuation times as
 * radio buttons. 'Continue to your details' hands back to the site with what was picked (the site
 * then opens its own valuation form); Close hands back with nothing. Each `open` is its own dialog;
 * `close()` takes it away (again is harmless). Its times are the valuation's slots, written the
 * site's way (core's `clockTimeText`: '9am', '12 noon'), so the widget and the form agree.
 */
import { VIEWING_TIMES, clockTimeText } from '../core/index.js';

const TIME_LABELS = JSON.stringify(
  Object.fromEntries(VIEWING_TIMES.map((time) => [time, clockTimeText(time)])),
);

export const LEGACY_CALENDAR_SCRIPT_SOURCE = `/* Sandbox stand-in for the platform's legacy calendar bundle. */
(function () {
  'use strict';
  if (window.LegacyCalendar) return;
  var LABELS = ${TIME_LABELS};
  var TIMES = Object.keys(LABELS);
  var DAYS = 14;
  var WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  var STYLE = [
    '.lc-backdrop{position:fixed;inset:0;z-index:2000;display:flex;align-items:center;justify-content:center;padding:12px;background:rgba(15,18,22,.62);font-family:system-ui,sans-serif}',
    '.lc-dialog{box-sizing:border-box;width:min(560px,100%);max-height:calc(100vh - 24px);overflow:auto;background:#fff;color:#1b1f24;border-radius:12px;padding:20px 20px 16px;box-shadow:0 24px 64px rgba(0,0,0,.28)}',
    '.lc-dialog h2{margin:0 0 6px;font-size:1.3rem}',
    '.lc-dialog p{margin:0 0 12px;color:#3c4148}',
    '.lc-dialog fieldset{border:0;margin:0 0 14px;padding:0;min-width:0}',
    '.lc-dialog legend{font-weight:600;margin-bottom:8px;padding:0}',
    '.lc-options{display:flex;flex-wrap:wrap;gap:8px}',
    '.lc-option{position:relative;display:inline-flex}',
    '.lc-option input{position:absolute;opacity:0;inset:0;margin:0;cursor:pointer}',
    '.lc-option span{display:inline-flex;align-items:center;min-height:44px;min-width:44px;box-sizing:border-box;padding:6px 12px;border:1px solid #767b82;border-radius:8px;background:#fff;color:#1b1f24}',
    '.lc-option input:checked+span{background:#1b1f24;color:#fff;border-color:#1b1f24}',
    '.lc-option input:focus-visible+span{outline:3px solid #0b57d0;outline-offset:2px}',
    '.lc-choice{font-weight:600;color:#1b1f24}',
    '.lc-actions{display:flex;flex-wrap:wrap;gap:10px;margin-top:4px}',
    '.lc-button{min-height:44px;padding:10px 18px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;border:1px solid #1b1f24}',
    '.lc-button--primary{background:#1b1f24;color:#fff}',
    '.lc-button--secondary{background:#fff;color:#1b1f24}',
    '.lc-button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}'
  ].join('');
  var count = 0;

  function pad(n) { return (n < 10 ? '0' : '') + n; }
  function isoOf(d) { return d.getFullYear() + '-' + pad(d.getMonth() + 1) + '-' + pad(d.getDate()); }
  function dayLabel(d) { return WEEKDAYS[d.getDay()] + ' ' + d.getDate() + ' ' + MONTHS[d.getMonth()]; }
  function timeLabel(t) { return LABELS[t] || t; }
  function days() {
    var out = [];
    var d = new Date();
    while (out.length < DAYS) {
      d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1);
      if (d.getDay() !== 0) out.push(d);
    }
    return out;
  }
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    for (var k in attrs) node.setAttribute(k, attrs[k]);
    if (text) node.textContent = text;
    return node;
  }
  function group(id, legend, name, items) {
    var set = el('fieldset', {});
    set.appendChild(el('legend', {}, legend));
    var list = el('div', { 'class': 'lc-options' });
    items.forEach(function (item) {
      var label = el('label', { 'class': 'lc-option' });
      var input = el('input', { type: 'radio', name: name, value: item.value });
      label.appendChild(input);
      label.appendChild(el('span', {}, item.label));
      list.appendChild(label);
    });
    set.appendChild(list);
    return set;
  }
  function ensureStyle() {
    if (document.getElementById('lc-style')) return;
    var style = el('style', { id: 'lc-style' });
    style.textContent = STYLE;
    document.head.appendChild(style);
  }

  function open(options) {
    options = options || {};
    ensureStyle();
    count += 1;
    var id = 'lc-' + count;
    var opener = document.activeElement;
    var backdrop = el('div', { 'class': 'lc-backdrop' });
    var dialog = el('div', { 'class': 'lc-dialog', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': id + '-title' });
    dialog.appendChild(el('h2', { id: id + '-title' }, 'Book a valuation'));
    dialog.appendChild(el('p', {}, 'Choose a day and a time for one of our valuers to visit, then give us your details.'));
    dialog.appendChild(group(id + '-day', 'Day', id + '-day', days().map(function (d) { return { value: isoOf(d), label: dayLabel(d) }; })));
    dialog.appendChild(group(id + '-time', 'Time', id + '-time', TIMES.map(function (t) { return { value: t, label: timeLabel(t) }; })));
    var choice = el('p', { 'class': 'lc-choice', 'aria-live': 'polite' }, 'No day chosen yet.');
    dialog.appendChild(choice);
    var actions = el('div', { 'class': 'lc-actions' });
    var next = el('button', { type: 'button', 'class': 'lc-button lc-button--primary' }, 'Continue to your details');
    var cancel = el('button', { type: 'button', 'class': 'lc-button lc-button--secondary' }, 'Close');
    actions.appendChild(next);
    actions.appendChild(cancel);
    dialog.appendChild(actions);
    backdrop.appendChild(dialog);

    var closed = false;
    function picked(name) {
      var input = dialog.querySelector('input[name="' + name + '"]:checked');
      return input ? input.value : undefined;
    }
    function describe() {
      var day = dialog.querySelector('input[name="' + id + '-day"]:checked');
      var time = dialog.querySelector('input[name="' + id + '-time"]:checked');
      choice.textContent = day ? 'You have chosen ' + day.nextSibling.textContent + (time ? ' at ' + time.nextSibling.textContent : ', any time') + '.' : 'No day chosen yet.';
    }
    function close() {
      if (closed) return;
      closed = true;
      document.removeEventListener('keydown', onKey, true);
      backdrop.remove();
      if (opener && typeof opener.focus === 'function' && document.contains(opener)) opener.focus();
    }
    function onKey(event) {
      if (closed) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        close();
        if (options.onClose) options.onClose();
      } else if (event.key === 'Tab') {
        var focusable = Array.prototype.filter.call(dialog.querySelectorAll('input,button'), function (n) {
          return n.type !== 'radio' || n.checked || !dialog.querySelector('input[name="' + n.name + '"]:checked') && n === dialog.querySelector('input[name="' + n.name + '"]');
        });
        var first = focusable[0];
        var last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
        else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
      }
    }
    dialog.addEventListener('change', describe);
    next.addEventListener('click', function () {
      var chosen = { date: picked(id + '-day'), time: picked(id + '-time') };
      close();
      if (options.onBookOnline) options.onBookOnline(chosen);
    });
    cancel.addEventListener('click', function () {
      close();
      if (options.onClose) options.onClose();
    });
    backdrop.addEventListener('click', function (event) {
      if (event.target !== backdrop) return;
      close();
      if (options.onClose) options.onClose();
    });
    document.addEventListener('keydown', onKey, true);
    document.body.appendChild(backdrop);
    var firstDay = dialog.querySelector('input[type="radio"]');
    if (firstDay) firstDay.focus();
    return { close: close };
  }

  window.LegacyCalendar = { version: 'sandbox-2', open: open };
  document.dispatchEvent(new CustomEvent('legacy-calendar:loaded'));
})();
`;
