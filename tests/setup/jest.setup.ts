import '@testing-library/jest-dom';
import { server } from '../mocks/server';

// Any request no handler answers fails the test: nothing leaves the machine.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// jsdom has <dialog> but neither showModal() nor close(), nor buttons' `command`: stand-ins that set and clear
// `open`, so components behave as in a browser without `command`, where their own code opens and closes dialogs.
// (Tests in Node's environment have no DOM at all.)
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}
