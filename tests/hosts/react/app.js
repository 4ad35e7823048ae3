// A React app that drives the stage through props, as a React user writes it.
import { React, createRoot } from 'react-vendor';
import '/stickman/stickman-stage.js';

const h = React.createElement;

function App() {
  const [scene, setScene] = React.useState('lab');
  const [speed, setSpeed] = React.useState(1);
  window.setScene = setScene;
  window.setSpeed = setSpeed;
  return h(
    'main',
    null,
    h('h1', null, 'A post in a React app'),
    h('stickman-stage', { id: 'stage', scene, speed, autoplay: true, controls: true, alt: `Scene ${scene}`, maxDpr: 1 }),
    h('p', { id: 'shown' }, `Showing ${scene}`),
  );
}

createRoot(document.getElementById('root')).render(h(App));
