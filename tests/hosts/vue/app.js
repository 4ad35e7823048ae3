// A Vue app that drives the stage through bindings, as a Vue user writes it.
import { createApp, h, ref } from 'vue';
import '/stickman/stickman-stage.js';

createApp({
  setup() {
    const scene = ref('lab');
    const speed = ref(1);
    window.setScene = (id) => (scene.value = id);
    window.setSpeed = (s) => (speed.value = s);
    return () =>
      h('main', [
        h('h1', 'A post in a Vue app'),
        h('stickman-stage', { id: 'stage', scene: scene.value, speed: speed.value, autoplay: true, controls: true, alt: `Scene ${scene.value}`, maxDpr: 1 }),
        h('p', { id: 'shown' }, `Showing ${scene.value}`),
      ]);
  },
}).mount('#app');
