// An on-screen button that acts the moment the pointer goes down, as a key
// does, and keeps no focus: after a click, Space and Enter are the game's
// again, not a second press of the button. From the keyboard (Tab to it, then
// Enter or Space) it is an ordinary button.
//
// down(): the press; up(): the release (a held jump ends); both optional but down.
export function onPress(button, down, up = () => {}) {
  // The one pointer pressing the button: another finger on the pad's other
  // button is its own press, and a second finger here is none.
  let pointer = null;
  const release = (event) => {
    if (event.pointerId !== pointer) return;
    pointer = null;
    up();
  };
  // No focus moves to the button on a mouse or touch press.
  button.addEventListener('mousedown', (event) => event.preventDefault());
  button.addEventListener('pointerdown', (event) => {
    if (pointer !== null || event.button !== 0) return;
    event.preventDefault();
    button.setPointerCapture?.(event.pointerId);
    pointer = event.pointerId;
    down();
  });
  button.addEventListener('pointerup', release);
  button.addEventListener('pointercancel', release);
  button.addEventListener('lostpointercapture', release);
  // A click with no pointer press behind it (detail 0): the keyboard or a script.
  button.addEventListener('click', (event) => {
    if (event.detail !== 0) return;
    down();
    up();
  });
}
