// The APNG encoder the stage's clip export loads on demand (web/export/export.js),
// bundled by scripts/build into dist/export/apng.js: upng-js and its pako, pinned in
// package.json, and nothing fetched at run time.
import UPNG from 'upng-js';

export const { encode, decode, toRGBA8 } = UPNG;
