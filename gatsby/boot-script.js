/*
 * Inlined into every page where Gatsby's script tags were (gatsby/boot.ts), it does two things.
 *
 * It loads the page's JavaScript without holding up the largest paint, and in one round trip. Once the first frame
 * is on the screen, or on a page with a hero image once that image is (on the not-found page, `now`, at once; on a
 * first touch, key or click before then, at once), it asks for everything hydration needs together:
 * the app's scripts, the page's own chunks, the page data Gatsby's loader reads (preloaded; its requests then
 * reuse them), and the code of every island within a screen of the fold or small (src/components/Island), which it lists
 * on <html> so those islands ask for their code with the page's. The benchmark chose this: scripts asked for
 * before the largest paint (Gatsby's own tags, preloads in <head> or as the script runs, the big scripts once the
 * hero image had arrived) made that paint later, as a visitor saw it or as Lighthouse simulates it.
 *
 * It is the one place presses wait. Until React has hydrated the page, and afterwards inside an island whose code
 * has not arrived, React cannot act on a press, so a click on a button or tab, an arrow, Home or End key on a tab,
 * and a form's submit (by button or Enter) are held, then made again as soon as that part works. A press begun
 * before and released after is finished as a click React acts on. Focus put on a node that hydration replaced
 * moves to its replacement. Controls that work without JavaScript (links, <details>, popover buttons, buttons
 * that open or close a dialog) are never held. If the page cannot hydrate (a script fails, an error, or a held
 * press waits `patience` ms), presses go through as plain HTML takes them: the form posts itself to the provider.
 */
// A function expression: gatsby/boot.ts calls it with the page's files.
// eslint-disable-next-line @typescript-eslint/no-unused-expressions
(function (files, now) {
  var root = document.documentElement;
  var intents = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'];
  var clickables = 'button:not([type="submit"]):not([popovertarget]):not([commandfor]), [role="tab"], [role="button"]';
  var movementKeys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];
  var patience = 15000;
  var loading = false;
  var failed = false;
  var replaying = false;
  var held = [];
  var pressed = null;
  var pressedType = '';
  var finished = null;
  var focused = null;

  function add(tag, attributes, onerror) {
    var element = document.createElement(tag);
    Object.keys(attributes).forEach(function (name) {
      element.setAttribute(name, attributes[name]);
    });
    if (onerror) element.onerror = onerror;
    (tag === 'link' ? document.head : document.body).appendChild(element);
  }

  // A new task at once, without the clamping of nested timers where the browser can.
  function soon(callback) {
    if (typeof MessageChannel !== 'function') return setTimeout(callback);
    var channel = new MessageChannel();
    channel.port1.onmessage = callback;
    channel.port2.postMessage(null);
  }

  // Each element added starts a request, which takes the main thread a millisecond or more (several on a slow
  // phone), so they go in a few milliseconds' worth at a time, in tasks short enough not to hold up a press.
  function addAll(items) {
    var until = performance.now() + 4;
    do add.apply(null, items.shift());
    while (items.length > 0 && performance.now() < until);
    if (items.length > 0)
      soon(function () {
        addAll(items);
      });
  }

  function load() {
    if (loading) return;
    loading = true;
    intents.forEach(function (type) {
      removeEventListener(type, load, true);
    });
    var scripts = files.scripts.slice();
    var early = [];
    document.querySelectorAll('[data-island]').forEach(function (island) {
      var name = island.getAttribute('data-island');
      if (island.getBoundingClientRect().top > 2 * innerHeight && files.small.indexOf(name) < 0) return;
      early.push(name);
      scripts = scripts.concat(files.islands[name] || []);
    });
    // Read by each island's code (src/components/Island), which then asks for it with the page's.
    root.setAttribute('data-early-islands', early.join(' '));
    var items = files.data.map(function (href) {
      return ['link', { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: href }];
    });
    scripts.forEach(function (src, index) {
      if (scripts.indexOf(src) === index) items.push(['script', { src: src }, fail]);
    });
    addAll(items);
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

  // A tap or mouse click (detail > 0) is made again as one, so react-aria shows no keyboard focus ring after it;
  // a click with no pointer behind it (a key, a screen reader) is made again as such.
  function tap(element, pointerType) {
    var box = element.getBoundingClientRect();
    var init = {
      bubbles: true,
      cancelable: true,
      composed: true,
      view: window,
      detail: 1,
      button: 0,
      buttons: 1,
      pointerId: 1,
      isPrimary: true,
      pointerType: pointerType || 'mouse',
      width: 1,
      height: 1,
      pressure: 0.5,
      clientX: box.left + box.width / 2,
      clientY: box.top + box.height / 2,
    };
    element.dispatchEvent(new PointerEvent('pointerdown', init));
    init.buttons = 0;
    init.pressure = 0;
    element.dispatchEvent(new PointerEvent('pointerup', init));
    element.dispatchEvent(new PointerEvent('click', init));
  }

  function replay(event, element) {
    replaying = true;
    // The element took focus before its part of the page worked, so React never saw it: it is given again.
    if (event.type !== 'submit' && element === document.activeElement) {
      element.blur();
      element.focus({ preventScroll: true });
    }
    if (event.type === 'submit') element.requestSubmit();
    else if (event.type === 'click' && event.detail > 0 && typeof PointerEvent === 'function')
      tap(element, event.pointerType);
    else if (event.type === 'click') element.click();
    else
      element.dispatchEvent(
        new KeyboardEvent('keydown', {
          key: event.key,
          code: event.code,
          shiftKey: event.shiftKey,
          bubbles: true,
          cancelable: true,
        }),
      );
    replaying = false;
  }

  /** Makes again every held press whose part of the page now works (or never will, or has waited long enough). */
  function release() {
    var time = Date.now();
    var ready = focused && focused();
    if (ready && !waiting(ready)) {
      focused = null;
      if (ready !== document.activeElement && (document.activeElement === document.body || !document.activeElement))
        ready.focus();
    }
    for (var i = 0; i < held.length; i += 1) {
      var element = held[i].find();
      if (element && waiting(element) && time < held[i].until) continue;
      var press = held.splice(i, 1)[0];
      if (element) replay(press.event, element);
      // One press a task, as the visitor made them, so React has taken each before the next.
      if (held.length > 0) setTimeout(release);
      return;
    }
  }

  // React never saw this press begin, so it would ignore its end: it is made again whole, as a tap React sees.
  function finish(press, event) {
    pressed = null;
    var element = press();
    if (!element) return;
    if (event) {
      event.preventDefault();
      event.stopImmediatePropagation();
    } else {
      // Finished on release: the browser's own click may still come, late on a busy page, and must not press again.
      finished = { element: element, until: Date.now() + 600 };
    }
    replay({ type: 'click', detail: 1, pointerType: pressedType }, element);
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
      pressedType = event.pointerType;
      return;
    }
    var begun = pressed && pressed();
    if (type === 'pointerup') {
      var released = pressed;
      // If the browser still fires the click, it comes in this same task.
      if (begun && !waiting(begun))
        setTimeout(function () {
          if (pressed === released) finish(released);
        });
      return;
    }
    if (type === 'click') {
      var late = finished && finished.element.contains(target) && Date.now() < finished.until;
      finished = null;
      if (late) {
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
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
  new MutationObserver(release).observe(root, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-hydrated', 'data-island-state'],
  });
  // Until the page has hydrated, an error anywhere may mean it never will.
  ['error', 'unhandledrejection'].forEach(function (type) {
    addEventListener(type, function () {
      if (!root.hasAttribute('data-hydrated')) fail();
    });
  });

  // A task queued from a frame's callback runs once that frame has been drawn.
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(load);
    });
  }
  // A frame reaches the screen some time after the task that drew it, and only then does its paint count. The
  // browser's paint timing entries arrive at that moment. Returns false where it has no entries of this type.
  function whenShown(type, isIt) {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf(type) < 0) return false;
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntries().some(isIt)) return;
      observer.disconnect();
      setTimeout(load);
    });
    observer.observe({ type: type, buffered: true });
    return true;
  }
  intents.forEach(function (type) {
    addEventListener(type, load, { capture: true, passive: true });
  });
  // The largest paint comes first: nothing is asked for until the hero image, where there is one, else the first
  // frame, is on the screen. A hero image that has loaded but is not shown holds nothing up for more than a second.
  var hero = document.querySelector('img[elementtiming="hero"]');
  if (now) load();
  else if (hero) {
    var timed = whenShown('element', function (entry) {
      return entry.identifier === 'hero';
    });
    var loaded = timed
      ? function () {
          setTimeout(load, 1000);
        }
      : afterPaint;
    if (hero.complete) loaded();
    hero.addEventListener('load', loaded);
    hero.addEventListener('error', afterPaint);
  } else if (
    !whenShown('paint', function (entry) {
      return entry.name === 'first-contentful-paint';
    })
  )
    afterPaint();
});
