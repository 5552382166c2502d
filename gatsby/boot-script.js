/*
 * Inlined into every page in place of Gatsby's script tags (gatsby/boot.ts): loads them at the visitor's
 * first sign of use (pointer, touch, key, focus, click, wheel or scroll), or at once when `eager`. Until React
 * has hydrated the page, clicks on buttons and tabs and arrow keys on tabs are held back, then made again, so no
 * press is lost; if a script cannot load, they are made again at once and the page works as plain HTML.
 */
(function (scripts, eager) {
  var root = document.documentElement;
  // A screen reader's virtual cursor sends a click alone, with no pointer, key or focus event before it.
  var intents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'click', 'wheel', 'scroll'];
  var movementKeys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];
  var held = [];
  var started = false;
  var settled = false;

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

  function hold(event) {
    var target = event.target;
    if (settled || !(target instanceof Element)) return;
    var element =
      event.type === 'click'
        ? target.closest('button, [role="tab"], [role="button"]')
        : movementKeys.indexOf(event.key) >= 0 && target.closest('[role="tab"]');
    if (!element) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ event: event, find: finder(element) });
  }

  function settle() {
    if (settled) return;
    settled = true;
    observer.disconnect();
    document.removeEventListener('click', hold, true);
    document.removeEventListener('keydown', hold, true);
    held.splice(0).forEach(function (press) {
      var target = press.find();
      if (!target) return;
      if (press.event.type === 'click') target.click();
      else target.dispatchEvent(new KeyboardEvent('keydown', { key: press.event.key, code: press.event.code, bubbles: true, cancelable: true }));
    });
  }

  function start() {
    if (started) return;
    started = true;
    intents.forEach(function (type) {
      removeEventListener(type, start, true);
    });
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
  document.addEventListener('click', hold, true);
  document.addEventListener('keydown', hold, true);
  if (eager) start();
  else intents.forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true });
  });
})
