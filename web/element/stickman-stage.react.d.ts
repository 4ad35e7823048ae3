// <stickman-stage> in React 19's JSX, for TSX under --strict:
//   import type {} from 'stickman-motion/react';
// React 19 sets each of these as a property of the element (stickman-stage.d.ts).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { StickmanStage } from './stickman-stage.js';

/** The element's own attributes, as JSX props; a scene's settings (`stride-deg`, …) pass through too. */
export interface StickmanStageProps extends DetailedHTMLProps<HTMLAttributes<StickmanStage>, StickmanStage> {
  scene?: string;
  autoplay?: boolean;
  controls?: boolean;
  speed?: number;
  alt?: string;
  loading?: StickmanStage['loading'];
  maxDpr?: number;
  theme?: StickmanStage['theme'];
  time?: string | number;
  'touch-action'?: string;
  [setting: `${string}-${string}`]: string | number | boolean | undefined;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'stickman-stage': StickmanStageProps;
    }
  }
}
