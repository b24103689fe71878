// jsdom lacks TextEncoder/TextDecoder, which react-router needs at import time. Loaded for every UI spec by
// the root jest config's setupFiles.
// jest.requireActual rather than an import: libs/ui is typed for the browser, without Node's types.
const { TextEncoder, TextDecoder } = jest.requireActual<{
  TextEncoder: typeof globalThis.TextEncoder;
  TextDecoder: typeof globalThis.TextDecoder;
}>('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });

export {};
