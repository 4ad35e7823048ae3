// Counting a colour in a screenshot: the pixels of a PNG within `within`
// (the sum of the three channels' distances) of the colour `hex` (#rrggbb).
import { PNG } from 'pngjs';

export function colourPixels(png, hex, within) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const { data } = PNG.sync.read(png);
  let n = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < within) n++;
  }
  return n;
}
