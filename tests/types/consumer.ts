// A small consumer of the shipped types, compiled strictly by the Node tests:
// it must keep compiling, and the lines marked @ts-expect-error must keep failing.
import createPoseCore from '../../dist/npm/posecore.mjs';
import type { Scene } from '../../dist/npm/posecore.mjs';
import { StickmanStage } from '../../dist/npm/stickman-stage.js';
import type { StageErrorDetail } from '../../dist/npm/stickman-stage.js';

export async function firstPose(): Promise<number> {
  const core = await createPoseCore();
  const scene: Scene = new core.Scene(core.sceneIds()[0] ?? 'lab');
  const pose: Float32Array = scene.buildPose(1 / 60);
  const used: boolean = scene.key('Space', true);
  scene.delete();
  return used ? pose.length : -pose.length;
}

export function drive(): void {
  const stage = document.createElement('stickman-stage');
  const typed: StickmanStage = stage;
  typed.scene = 'walk-03';
  typed.speed = 1.5;
  typed.autoplay = true;
  typed.controls = false;
  typed.alt = 'A walking stickman';
  typed.loading = 'lazy';
  typed.maxDpr = 1;
  typed.paused = true;
  // @ts-expect-error loading takes only auto, lazy or eager
  typed.loading = 'soon';
  // @ts-expect-error loaded is read-only
  typed.loaded = true;
  stage.addEventListener('error', (event) => {
    const detail: StageErrorDetail = event.detail;
    console.log(detail.message, detail.kind);
  });
  stage.addEventListener('play', () => typed.pause());
  void stage.ready.then(() => typed.play());
  document.querySelector('stickman-stage')?.reset();
  document.body.append(stage);
}
