import { setupServer } from 'msw/node';
import { handlers } from './handlers.ts';

/** MSW for Jest: the shared handlers, intercepting fetch in Node. */
export const server = setupServer(...handlers);
