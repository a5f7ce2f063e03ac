/**
 * The table's motion switch: cards sliding to the table and dice tumbling (styles.css, "motion") are on unless
 * the reader turned them off here (remembered in this browser) or the system asks for reduced motion.
 */
import { useState } from 'react';

const KEY = 'qd.motion';

function stored(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

function apply(on: boolean): void {
  if (on) delete document.documentElement.dataset.motion;
  else document.documentElement.dataset.motion = 'off';
}

apply(stored());

export function useMotion(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(stored);
  return [
    on,
    (next: boolean) => {
      try {
        window.localStorage.setItem(KEY, next ? 'on' : 'off');
      } catch {
        /* private mode: for this page only */
      }
      apply(next);
      setOn(next);
    },
  ];
}
