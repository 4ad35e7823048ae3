// The pose core is loaded once per page, however many stages it shows, and
// only when the first stage asks for it.
import createPoseCore from './posecore.mjs';

let loading = null;

export function loadCore() {
  loading ??= createPoseCore();
  return loading;
}
