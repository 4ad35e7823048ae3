// The draw list's wire format (cpp/render/op_layout.h): each op's code and
// length in floats, op code included. These are the core's values; a Node test
// holds them to it, and adoptLayout() takes them from a loaded core.
export const OP = { VIEW: 1, LIMB: 2, CIRCLE: 3, LINE: 4, POLY: 5, DOTS: 6, RECT: 7, TEXT: 8, ELLIPSE: 9, LAYER: 10, PANE: 11 };
export const LEN = { VIEW: 5, LIMB: 10, CIRCLE: 7, LINE: 7, POLY: 5, DOTS: 8, RECT: 8, TEXT: 8, ELLIPSE: 9, LAYER: 1, PANE: 5 };
export let POLY_COUNT = 4; // where a polygon keeps its point count
export let POINT = 2; // floats per polygon point
// The colour role of each style index, in the core's order.
export let ROLES = ['ink', 'ink-far', 'ground', 'muted', 'accent', 'accent2', 'paper', 'warn', 'accent3', 'accent3-ring', 'ghost'];
// Style indices the renderer treats specially, found by role name.
export let FAR = ROLES.indexOf('ink-far');
export let PAPER = ROLES.indexOf('paper');

// Reads the stream the way this core writes it (core.drawLayout()).
export function adoptLayout(core) {
  const layout = core.drawLayout();
  for (const name of Object.keys(layout.ops)) {
    OP[name] = layout.ops[name].code;
    LEN[name] = layout.ops[name].floats;
  }
  POLY_COUNT = layout.ops.POLY.countAt;
  POINT = layout.pointFloats;
  ROLES = [...layout.styles];
  FAR = ROLES.indexOf('ink-far');
  PAPER = ROLES.indexOf('paper');
}

// The layout this renderer reads by, in core.drawLayout()'s shape.
export function rendererLayout() {
  const ops = {};
  for (const name of Object.keys(OP)) {
    ops[name] = { code: OP[name], floats: LEN[name] };
    if (name === 'POLY') ops[name].countAt = POLY_COUNT;
  }
  return { ops, pointFloats: POINT, styles: [...ROLES], far: FAR, paper: PAPER };
}
