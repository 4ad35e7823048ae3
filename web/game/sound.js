// Game sounds made on the spot with WebAudio (no audio files): one short
// recipe per event a scene reports. Each recipe schedules oscillators or a
// noise burst through a gain envelope into `out`, starting at time t.
//
// A recipe is { tones: [[type, fromHz, toHz, seconds, gain, delay?]...], noise?: [seconds, gain, filterHz], pan? }
// with pan in [-1, 1] (left to right) through a StereoPannerNode.
export const SOUNDS = {
  jump: { tones: [['square', 320, 660, 0.1, 0.12]] },
  thrust: { noise: [0.12, 0.22, 2400], tones: [['triangle', 520, 260, 0.08, 0.08]] },
  break: { noise: [0.22, 0.35, 900], tones: [['square', 180, 90, 0.12, 0.1]] },
  hit: { noise: [0.14, 0.3, 1800], tones: [['sine', 260, 140, 0.1, 0.2]] },
  crash: { noise: [0.3, 0.3, 500], tones: [['sawtooth', 240, 60, 0.45, 0.16]] },
  milestone: { tones: [['square', 880, 880, 0.07, 0.08], ['square', 1320, 1320, 0.12, 0.08, 0.08]] },
  best: {
    tones: [
      ['triangle', 660, 660, 0.1, 0.14],
      ['triangle', 880, 880, 0.1, 0.14, 0.1],
      ['triangle', 1320, 1320, 0.22, 0.14, 0.2],
    ],
  },
  // Playing by ear: "jump" is a low rising pair on the left, "thrust" a high
  // bright double on the right, so the family is told by pitch, timbre and side.
  earJump: { pan: -0.7, tones: [['sine', 220, 440, 0.12, 0.22], ['sine', 330, 660, 0.12, 0.18, 0.13]] },
  earThrust: { pan: 0.7, tones: [['sawtooth', 1200, 1200, 0.06, 0.1], ['sawtooth', 1600, 1600, 0.06, 0.1, 0.09]] },
  step: { noise: [0.03, 0.08, 700] },
};

let noiseBuffer = null;

function noise(ctx) {
  if (noiseBuffer?.sampleRate === ctx.sampleRate) return noiseBuffer;
  noiseBuffer = ctx.createBuffer(1, Math.ceil(ctx.sampleRate * 0.5), ctx.sampleRate);
  const data = noiseBuffer.getChannelData(0);
  // A fixed seed: the same crackle every time, and no Math.random in a test.
  let s = 12345;
  for (let i = 0; i < data.length; i++) {
    s = (s * 1103515245 + 12345) >>> 0;
    data[i] = s / 2147483648 - 1;
  }
  return noiseBuffer;
}

function envelope(ctx, out, t, seconds, peak) {
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0.0001, t);
  gain.gain.exponentialRampToValueAtTime(peak, t + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.0001, t + seconds);
  gain.connect(out);
  return gain;
}

// Schedules `name` on ctx into out at time t; false for a name with no recipe.
export function playSound(ctx, out, name, t = ctx.currentTime) {
  const recipe = SOUNDS[name];
  if (!recipe) return false;
  if (recipe.pan !== undefined && ctx.createStereoPanner) {
    const panner = ctx.createStereoPanner();
    panner.pan.value = recipe.pan;
    panner.connect(out);
    out = panner;
  }
  for (const [type, from, to, seconds, peak, delay = 0] of recipe.tones ?? []) {
    const at = t + delay;
    const osc = ctx.createOscillator();
    osc.type = type;
    osc.frequency.setValueAtTime(from, at);
    osc.frequency.exponentialRampToValueAtTime(to, at + seconds);
    osc.connect(envelope(ctx, out, at, seconds, peak));
    osc.start(at);
    osc.stop(at + seconds + 0.02);
  }
  if (recipe.noise) {
    const [seconds, peak, hz] = recipe.noise;
    const src = ctx.createBufferSource();
    src.buffer = noise(ctx);
    const filter = ctx.createBiquadFilter();
    filter.type = 'lowpass';
    filter.frequency.value = hz;
    src.connect(filter);
    filter.connect(envelope(ctx, out, t, seconds, peak));
    src.start(t);
    src.stop(t + seconds + 0.02);
  }
  return true;
}
