// Draws the desktop app's icon, apps/desktop/build/icon.png (512 × 512), from icon.svg beside it. The PNG is
// committed, so only a change to the drawing needs this: `node scripts/render-desktop-icon.mjs`. electron-builder
// takes the PNG for Linux and makes the Windows .ico from it.
import { Resvg } from '@resvg/resvg-js';
import { readFileSync, writeFileSync } from 'node:fs';

const folder = new URL('../apps/desktop/build/', import.meta.url);
const png = new Resvg(readFileSync(new URL('icon.svg', folder)), { fitTo: { mode: 'width', value: 512 } }).render().asPng();
writeFileSync(new URL('icon.png', folder), png);
console.log(`apps/desktop/build/icon.png: ${png.length} bytes`);
