/*
 * Inlined into every page where Gatsby's script tags were (gatsby/boot.ts), it does two things.
 *
 * It loads the page's JavaScript as soon as the first frame has been painted, so the page appears as fast as
 * without any (the not-found page, `now`, at once); a first touch, key or click before then starts it at once.
 * Everything hydration needs is asked for at the same moment, so it takes one round trip: the app's scripts, the
 * page's own chunk, the page data Gatsby's loader reads (preloaded; its requests then reuse them) and the code of
 * every island within a screen of the fold (src/components/Island). The benchmark chose this moment: loading at the
 * load event, or with the scripts' tags in the HTML, made the largest paint later and the first press no faster.
 *
 * It is the one place presses wait. Until React has hydrated the page, and afterwards inside an island whose code
 * has not arrived, React cannot act on a press, so a click on a button or tab, an arrow, Home or End key on a tab,
 * and a form's submit (by button or Enter) are held, then made again as soon as that part works. A press begun
 * before and released after is finished as a click React acts on. Focus put on a node that hydration replaced
 * moves to its replacement. Controls that work without JavaScript (links, <details>, popover buttons) are never
 * held. If the page cannot hydrate (a script fails, an error, or a held press waits `patience` ms), presses go
 * through as plain HTML takes them: the form posts itself to the provider.
 */
(function (files, now) {
  var root = document.documentElement;
  var intents = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'];
  var clickables = 'button:not([type="submit"]):not([popovertarget]), [role="tab"], [role="button"]';
  var movementKeys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];
  var patience = 15000;
  var loading = false;
  var failed = false;
  var replaying = false;
  var held = [];
  var pressed = null;
  var focused = null;

  function add(tag, attributes) {
    var element = document.createElement(tag);
    Object.keys(attributes).forEach(function (name) {
      element[name] = attributes[name];
    });
    (tag === 'link' ? document.head : document.body).appendChild(element);
  }

  function load() {
    if (loading) return;
    loading = true;
    intents.forEach(function (type) {
      removeEventListener(type, load, true);
    });
    files.data.forEach(function (href) {
      add('link', { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: href });
    });
    var scripts = files.scripts.slice();
    document.querySelectorAll('[data-island]').forEach(function (island) {
      if (island.getBoundingClientRect().top < 2 * innerHeight) scripts = scripts.concat(files.islands[island.getAttribute('data-island')] || []);
    });
    scripts.forEach(function (src, index) {
      if (scripts.indexOf(src) === index) add('script', { src: src, async: true, onerror: fail });
    });
  }

  function fail() {
    failed = true;
    release();
  }

  /** True while the part of the page holding this element cannot act on a press yet. */
  function waiting(element) {
    if (failed) return false;
    if (!root.hasAttribute('data-hydrated')) return true;
    var island = element.closest('[data-island]');
    return Boolean(island) && island.getAttribute('data-island-state') === 'waiting';
  }

  // Finds the element again after hydration: the same node, else the one with its id or at its place in its island.
  function finder(element) {
    var top = element.closest('[data-island]') || document.body;
    var path = [];
    for (var node = element; node !== top; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    return function () {
      if (element.isConnected) return element;
      var found = element.id ? document.getElementById(element.id) : null;
      for (var i = 0, at = top; !found && at && i <= path.length; i += 1) {
        if (i === path.length) found = at;
        else at = at.children[path[i]];
      }
      return found;
    };
  }

  function hold(event, element) {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ event: event, find: finder(element), until: Date.now() + patience });
    setTimeout(release, patience);
  }

  function replay(event, element) {
    replaying = true;
    if (event.type === 'submit') element.requestSubmit();
    else if (event.type === 'click') element.click();
    else element.dispatchEvent(new KeyboardEvent('keydown', { key: event.key, code: event.code, shiftKey: event.shiftKey, bubbles: true, cancelable: true }));
    replaying = false;
  }

  /** Makes again every held press whose part of the page now works (or never will, or has waited long enough). */
  function release() {
    var time = Date.now();
    var ready = focused && focused();
    if (ready && !waiting(ready)) {
      focused = null;
      if (ready !== document.activeElement && (document.activeElement === document.body || !document.activeElement)) ready.focus();
    }
    held = held.filter(function (press) {
      var element = press.find();
      if (element && waiting(element) && time < press.until) return true;
      if (element) replay(press.event, element);
      return false;
    });
  }

  // React never saw this press begin, so it would ignore its end: it becomes a click React does act on.
  function finish(press, event) {
    pressed = null;
    var element = press();
    if (!element) return;
    if (event) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
    replay({ type: 'click' }, element);
  }

  function listen(event) {
    var type = event.type;
    var target = event.target;
    if (replaying || !(target instanceof Element)) return;
    if (type === 'submit') {
      if (waiting(target)) hold(event, target);
      return;
    }
    if (type === 'focusin') {
      if (waiting(target)) focused = finder(target);
      return;
    }
    var clickable = target.closest(clickables);
    if (type === 'pointerdown') {
      pressed = clickable && waiting(clickable) ? finder(clickable) : null;
      return;
    }
    var begun = pressed && pressed();
    if (type === 'pointerup') {
      var released = pressed;
      // If the browser still fires the click, it comes in this same task.
      if (begun && !waiting(begun)) setTimeout(function () {
        if (pressed === released) finish(released);
      });
      return;
    }
    if (type === 'click') {
      var press = begun && begun.contains(target) ? pressed : null;
      pressed = null;
      if (press && !waiting(begun)) finish(press, event);
      else if (press || (clickable && waiting(clickable))) hold(event, press ? begun : clickable);
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey || movementKeys.indexOf(event.key) < 0) return;
    var tab = target.closest('[role="tab"]');
    if (tab && waiting(tab)) hold(event, tab);
  }

  ['pointerdown', 'pointerup', 'click', 'keydown', 'submit', 'focusin'].forEach(function (type) {
    document.addEventListener(type, listen, true);
  });
  new MutationObserver(release).observe(root, { subtree: true, attributes: true, attributeFilter: ['data-hydrated', 'data-island-state'] });
  // Until the page has hydrated, an error anywhere may mean it never will.
  ['error', 'unhandledrejection'].forEach(function (type) {
    addEventListener(type, function () {
      if (!root.hasAttribute('data-hydrated')) fail();
    });
  });

  intents.forEach(function (type) {
    addEventListener(type, load, { capture: true, passive: true });
  });
  // A task queued from the first frame's callback runs once that frame has been painted.
  if (now) load();
  else requestAnimationFrame(function () {
    setTimeout(load);
  });
})
