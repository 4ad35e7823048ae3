// Every scene the core has: the listed ones plus those that open by id only.
// A new unlisted scene adds its id here.
export const UNLISTED = ['crowd'];

export function allSceneIds(core) {
  return [...core.sceneIds(), ...UNLISTED.filter((id) => core.hasScene(id))];
}

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
