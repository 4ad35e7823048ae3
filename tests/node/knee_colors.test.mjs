// The article draws the knee yellow ("yellow knee", twice). Yellow cannot
// stand out on light paper, and in the dark theme the rex is light, so the
// knee is a yellow disc in a dark ring and its word sits on a chip of that
// dark (cpp/rigs/rex/knee_mark.h). Checked here from the palette with WCAG's
// contrast, against every colour the knee is drawn over: the paper and each
// role the rex's flesh is drawn in.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { DARK, LIGHT } from '../../web/render/colors.js';
import { loadCore } from './core.mjs';

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
const linear = (c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const luminance = (hex) => {
  const [r, g, b] = rgb(hex).map(linear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a, b) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
// Hue in degrees, saturation and value 0..1.
function hsv(hex) {
  const [r, g, b] = rgb(hex);
  const max = Math.max(r, g, b), d = max - Math.min(r, g, b);
  const h = d === 0 ? 0 : max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { hue: (h * 60 + 360) % 360, saturation: max ? d / max : 0, value: max };
}

let fleshRoles;
before(async () => {
  const core = await loadCore();
  const styles = core.drawLayout().styles;
  const POLY = core.drawLayout().ops.POLY;
  const scene = new core.Scene('rex-lab');
  scene.buildPose(1 / 60);
  const list = scene.drawList(), layout = core.drawLayout();
  const lengths = new Map(Object.values(layout.ops).map((o) => [o.code, o]));
  fleshRoles = new Set();
  for (let i = 0; i < list.length; ) {
    const op = lengths.get(list[i]);
    if (list[i] === POLY.code) fleshRoles.add(styles[list[i + 1]]);
    i += op.floats + (op.countAt ? layout.pointFloats * list[i + op.countAt] : 0);
  }
  scene.delete();
});

for (const [theme, palette] of [['light', LIGHT], ['dark', DARK]]) {
  test(`${theme}: the knee is yellow in a dark ring that shows it on paper and on the rex`, () => {
    const fill = palette.accent3, ring = palette['accent3-ring'];
    const { hue, saturation, value } = hsv(fill);
    assert.ok(hue >= 45 && hue <= 60, `${fill}: hue ${hue.toFixed(1)}`);
    assert.ok(saturation >= 0.6 && value >= 0.85, `${fill} reads as yellow, not olive: s ${saturation.toFixed(2)} v ${value.toFixed(2)}`);
    assert.ok(contrast(fill, ring) >= 4.5, `the word on its chip: ${contrast(fill, ring).toFixed(2)}`);
    assert.ok(fleshRoles.has('ink') && fleshRoles.has('muted'), [...fleshRoles].join(' '));
    for (const role of new Set(['paper', ...fleshRoles])) {
      const under = palette[role];
      const best = Math.max(contrast(fill, under), contrast(ring, under));
      assert.ok(best >= 3, `${theme} on ${role} ${under}: yellow ${contrast(fill, under).toFixed(2)}, ring ${contrast(ring, under).toFixed(2)}`);
    }
    if (contrast(fill, palette.paper) < 3) assert.ok(contrast(ring, palette.paper) >= 3, 'the ring shows the knee on paper');
  });
}
