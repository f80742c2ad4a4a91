/**
 * The server as a library: what the test suite imports from the compiled build (`dist/server/library.js`)
 * to test the code that ships, bundled exactly as `main.js` is (the entries share their chunks), rather
 * than the sources under tsx. A module that works only unbundled fails there (ARCHITECTURE.md, "Testing
 * what ships"). Nothing in production imports it.
 */
export { buildApp } from './app';
export { ConfigError, loadConfig } from './config';
export { appRouter, createCaller } from '../routers';
export { passwordVerifications } from './auth/passwords';
export { createOrResetAdmin } from './services/admin-accounts';
