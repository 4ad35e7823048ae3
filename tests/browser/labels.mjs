// Runs in the page: every listed scene for `seconds`, a frame every 1/4 s, at
// a stage of `frame` CSS px ([width, height]; null: the scene's default, the
// desktop stage). Labels are measured the way the page draws them (the
// canvas's measureText in the renderer's font) and placed in CSS px through
// the frame's Pane and View ops as the renderer fits them (`ids`: only these
// scenes). Returns each pair of labels
// that overlap, each label the canvas cuts, and the smallest label in CSS px.
export async function labelProblems({ frame, seconds = 10, ids = null }) {
  const { default: createPoseCore } = await import('/element/posecore.mjs');
  const core = await createPoseCore();
  const layout = core.drawLayout();
  const ops = new Map(Object.values(layout.ops).map((o) => [o.code, o]));
  const { TEXT, VIEW, PANE } = Object.fromEntries(Object.entries(layout.ops).map(([k, o]) => [k, o.code]));
  const [width, height] = frame ?? [894, 503];
  const ctx = document.createElement('canvas').getContext('2d');
  ctx.textBaseline = 'middle';
  const decoder = new TextDecoder();
  const found = [];
  const cut = [];
  let least = Infinity;
  for (const id of ids ?? core.sceneIds()) {
    const scene = new core.Scene(id);
    if (frame) scene.setFrame(width, height);
    const seen = new Set();
    for (let f = 0; f <= seconds * 60; f++) {
      if (f > 0) scene.buildPose(1 / 60);
      if (f % 15) continue;
      const list = scene.drawList();
      const bytes = scene.drawText();
      const boxes = [];
      let s = 1, ox = 0, oy = 0;
      let pane = { x: 0, y: 0, w: width, h: height };
      for (let i = 0; i < list.length; ) {
        const op = ops.get(list[i]);
        if (list[i] === PANE) {
          const [fx, fy, fw, fh] = [1, 2, 3, 4].map((k) => list[i + k]);
          pane = fw > 0 && fh > 0 ? { x: fx * width, y: fy * height, w: fw * width, h: fh * height } : { x: 0, y: 0, w: width, h: height };
        }
        if (list[i] === VIEW) {
          const [cx, cy, w, h] = [1, 2, 3, 4].map((k) => list[i + k]);
          s = w > 0 ? Math.min(pane.w / w, pane.h / h) : pane.h / h;
          ox = pane.x + pane.w / 2 - cx * s;
          oy = pane.y + pane.h / 2 - cy * s;
        }
        if (list[i] === TEXT) {
          const [size, align, x, y, startAt, length] = [2, 3, 4, 5, 6, 7].map((k) => list[i + k]);
          const text = decoder.decode(bytes.subarray(startAt, startAt + length));
          ctx.font = `${size * s}px system-ui, sans-serif`;
          const m = ctx.measureText(text);
          const px = x * s + ox, py = y * s + oy;
          const left = align < 0 ? px : align > 0 ? px - m.width : px - m.width / 2;
          if (text.trim() !== '') {
            least = Math.min(least, size * s);
            boxes.push({ text, pane, l: left, r: left + m.width, t: py - m.actualBoundingBoxAscent, b: py + m.actualBoundingBoxDescent });
          }
        }
        i += op.floats + (op.countAt ? layout.pointFloats * list[i + op.countAt] : 0);
      }
      // A shared edge or a hair of anti-aliasing is not an overlap.
      const slack = 0.5;
      for (let a = 0; a < boxes.length; a++) {
        const p = boxes[a];
        const { x, y, w, h } = p.pane;
        if (frame && (p.l < x - slack || p.t < y - slack || p.r > x + w + slack || p.b > y + h + slack)) {
          const key = `cut ${p.text}`;
          if (!seen.has(key)) cut.push(`${id} frame ${f}: "${p.text}" cut at ${width}x${height}`), seen.add(key);
        }
        for (let c = a + 1; c < boxes.length; c++) {
          const q = boxes[c];
          if (p.l < q.r - slack && q.l < p.r - slack && p.t < q.b - slack && q.t < p.b - slack) {
            const key = `${p.text} / ${q.text}`;
            if (!seen.has(key)) found.push(`${id} frame ${f}: "${p.text}" over "${q.text}"`), seen.add(key);
          }
        }
      }
    }
    scene.delete();
  }
  return { overlaps: found, cut, least };
}
