// How the tests and the bench's Lighthouse phase launch Chromium: Debian's own (a browser is never downloaded),
// headless-friendly with no sandbox (containers, CI) and no background traffic, WebGL (the map) on SwiftShader,
// the software renderer, since the machine may have no GPU.
// CommonJS so both can load it: Playwright compiles the TypeScript side to CommonJS. Types: chromium.d.cts.
'use strict';

const CHROMIUM_PATH = '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader',
];

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS };
