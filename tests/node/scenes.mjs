// Everything observable about a scene's state, as plain data.
export function snapshot(scene) {
  return {
    pose: Array.from(scene.pose()),
    params: Object.fromEntries(scene.paramNames().map((n) => [n, scene.param(n)])),
    status: scene.status(),
    description: scene.description(),
    drawList: Array.from(scene.drawList()),
  };
}
