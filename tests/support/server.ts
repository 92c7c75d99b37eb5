import { setupServer } from 'msw/node';

/** One msw server for every component and unit test; each test adds the handlers it needs. */
export const server = setupServer();
