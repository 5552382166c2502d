import '@testing-library/jest-dom';
import { server } from '../mocks/server.ts';

// Any request no handler answers fails the test: nothing leaves the machine.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// jsdom has <dialog> but neither showModal() nor close(), nor buttons' `command`: stand-ins that set and clear
// `open`, so components behave as in a browser without `command`, where their own code opens and closes dialogs.
// Nor does it scroll: scrollIntoView() does nothing, as there is no layout to scroll. (Tests in Node's environment
// have no DOM at all.)
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
  Element.prototype.scrollIntoView = () => {};
}

// A warning or error that React, a library or our own code logs is a defect the test would otherwise hide: each one
// fails the test it came from. A test that expects one replaces console.error itself (jest.spyOn(...).mock...).
const logged: string[] = [];
for (const level of ['error', 'warn'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    logged.push(`console.${level}: ${args.map(String).join(' ').split('\n')[0]}`);
    original(...args);
  };
}
afterEach(() => {
  const found = logged.splice(0);
  if (found.length > 0) throw new Error(`Unexpected console output:\n${found.join('\n')}`);
});
