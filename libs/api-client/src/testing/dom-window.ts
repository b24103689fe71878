import { JSDOM } from 'jsdom';

// The api-client's specs run in Node, whose fetch, Request and Response the base query uses (jsdom has none). A
// spec that renders a hook imports this module first: React then finds a window of its own to render into.
const { window } = new JSDOM('<!doctype html><html><body></body></html>');
Object.assign(globalThis, { window, document: window.document, navigator: window.navigator, IS_REACT_ACT_ENVIRONMENT: true });

afterAll(() => window.close());
