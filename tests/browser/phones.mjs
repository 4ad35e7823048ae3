// The phones the browser tests emulate: a 390x844 one held upright and on its side.
export const PORTRAIT = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
export const LANDSCAPE = { ...PORTRAIT, viewport: { width: 844, height: 390 } };
