import '@testing-library/jest-dom';
import { server } from '../mocks/server';

// Any request no handler answers fails the test: nothing leaves the machine.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
