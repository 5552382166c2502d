/*
 * Inlined into every page in place of Gatsby's script tags (gatsby/boot.ts): loads them at the visitor's
 * first sign of use (pointer, touch, key, focus, click, wheel or scroll), or at once when `eager`. Until React
 * has hydrated the page, clicks on buttons and tabs and arrow, Home and End keys on tabs are held back, then made
 * again, so no press is lost; a press begun before and released after is finished here too. If the page cannot
 * hydrate (a script fails to load, an error, or nothing after `patience` ms), held presses go through at once and
 * the page works as plain HTML.
 */
(function (scripts, eager) {
  var root = document.documentElement;
  // A screen reader's virtual cursor sends a click alone, with no pointer, key or focus event before it.
  var intents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'click', 'wheel', 'scroll'];
  var watched = ['pointerdown', 'pointerup', 'click', 'keydown'];
  var movementKeys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];
  var patience = 15000;
  var held = [];
  var pressed = null;
  var started = false;
  var settled = false;
  var replaying = false;

  // Finds the element again after hydration: the same node, else the one with its id or at its place.
  function finder(element) {
    var path = [];
    for (var node = element; node !== document.body && node.parentElement; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    return function () {
      if (element.isConnected) return element;
      var found = element.id ? document.getElementById(element.id) : null;
      for (var i = 0, at = document.body; !found && at && i <= path.length; i += 1) {
        if (i === path.length) found = at;
        else at = at.children[path[i]];
      }
      return found;
    };
  }

  function stop() {
    watched.forEach(function (type) {
      document.removeEventListener(type, listen, true);
    });
  }

  // React never saw this press begin, so it would ignore its end: the press becomes a click React does act on.
  function finish(press) {
    pressed = null;
    stop();
    var target = press();
    if (target) target.click();
  }

  function listen(event) {
    var target = event.target;
    var type = event.type;
    if (replaying || !(target instanceof Element)) return;
    var clickable = target.closest('button, [role="tab"], [role="button"]');
    if (type === 'pointerdown') {
      if (!settled) pressed = clickable && finder(clickable);
      return;
    }
    if (type === 'pointerup') {
      var press = pressed;
      // If the browser still fires the click, it comes in this same task.
      if (press && settled) setTimeout(function () {
        if (pressed === press) finish(press);
      });
      return;
    }
    var begun = null;
    if (type === 'click') {
      var down = pressed && pressed();
      if (down && down.contains(target)) begun = pressed;
      pressed = null;
    }
    if (settled) {
      if (begun) {
        event.preventDefault();
        event.stopImmediatePropagation();
        finish(begun);
      } else if (!pressed) stop();
      return;
    }
    var key = type === 'keydown' && !event.altKey && !event.ctrlKey && !event.metaKey && movementKeys.indexOf(event.key) >= 0;
    var element = type === 'click' ? clickable : key && target.closest('[role="tab"]');
    if (!element) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ event: event, find: finder(element) });
  }

  function settle() {
    if (settled) return;
    settled = true;
    observer.disconnect();
    removeEventListener('error', settle);
    removeEventListener('unhandledrejection', settle);
    if (!pressed) stop();
    replaying = true;
    held.splice(0).forEach(function (press) {
      var target = press.find();
      var event = press.event;
      if (!target) return;
      if (event.type === 'click') target.click();
      else target.dispatchEvent(new KeyboardEvent('keydown', { key: event.key, code: event.code, shiftKey: event.shiftKey, bubbles: true, cancelable: true }));
    });
    replaying = false;
  }

  function start() {
    if (started) return;
    started = true;
    intents.forEach(function (type) {
      removeEventListener(type, start, true);
    });
    addEventListener('error', settle);
    addEventListener('unhandledrejection', settle);
    setTimeout(settle, patience);
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.onerror = settle;
      document.body.appendChild(script);
    });
  }

  var observer = new MutationObserver(function () {
    if (root.hasAttribute('data-hydrated')) settle();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  watched.forEach(function (type) {
    document.addEventListener(type, listen, true);
  });
  if (eager) start();
  else intents.forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true });
  });
})
