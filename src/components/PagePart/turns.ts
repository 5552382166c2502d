import { filesBlockId } from '../../boot/contract';

/**
 * The order in which the page's parts hydrate (PagePart.tsx): one at a time, in the order of the page, each in a
 * render and commit of its own with the browser free between them, so that no part's hydration is one long task with
 * every other part's. Only the first hydration of a built page waits (its boot script's data block says it is one);
 * the first touch, key, click or focus anywhere ends the waiting, so React can hydrate at once the part pressed.
 */

interface Turn {
  open: boolean;
  /** Settles once the part's turn has come: React then renders the part again. */
  opened: Promise<void>;
  start: () => void;
}

let turns = new Map<string, Turn>();
let waiting: Turn[] = [];
let everyOpen = false;
let running = false;

function openEvery() {
  everyOpen = true;
  for (const turn of waiting.splice(0)) turn.start();
}

if (typeof document !== 'undefined') {
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'])
    document.addEventListener(type, openEvery, { capture: true, passive: true });
}

/** A task of its own, without the clamping of nested timers where the browser can. */
function soon(callback: () => void) {
  if (typeof MessageChannel !== 'function') {
    setTimeout(callback);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

/** Gives the next waiting part its turn, in a task of its own; once there is none, no part waits again. */
function next() {
  const turn = waiting.shift();
  running = Boolean(turn);
  if (turn) soon(turn.start);
  else everyOpen = true;
}

function newTurn(): Turn {
  let resolve = () => {};
  const turn: Turn = {
    open: false,
    opened: new Promise<void>((settle) => (resolve = settle)),
    start: () => {
      turn.open = true;
      resolve();
    },
  };
  return turn;
}

/** Whether the part `id` (its useId: the same on every render) may hydrate now; if not, what to wait for. */
export function turnOf(id: string): Promise<void> | null {
  let turn = turns.get(id);
  if (!turn) {
    if (everyOpen || typeof document === 'undefined' || !document.getElementById(filesBlockId)) return null;
    turn = newTurn();
    turns.set(id, turn);
    waiting.push(turn);
    if (!running) next();
  }
  return turn.open || everyOpen ? null : turn.opened;
}

/** A part has hydrated: the next one's turn comes. */
export function hydrated() {
  if (running) next();
}

/** As on a page just loaded, for the tests: no part has had its turn. */
export function restartTurns() {
  turns = new Map();
  waiting = [];
  everyOpen = false;
  running = false;
}
