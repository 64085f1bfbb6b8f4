import { useCallback, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

interface DragStart {
  pointerX: number;
  pointerY: number;
  offsetX: number;
  offsetY: number;
  /** Allowed offset range that keeps the whole box inside the viewport. */
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), max);

/**
 * Drag a box by a handle with pointer events, kept inside the viewport.
 * Put `boxRef` on the element that moves (its transform is `translate(offset)`), spread
 * `handleProps` on the handle (the dialog's title bar).
 */
export function useDraggable() {
  const boxRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<DragStart | null>(null);

  const onPointerDown = useCallback(
    (e: ReactPointerEvent<HTMLElement>) => {
      if (e.button !== 0 || !boxRef.current) return;
      const rect = boxRef.current.getBoundingClientRect();
      const vw = document.documentElement.clientWidth || window.innerWidth;
      const vh = document.documentElement.clientHeight || window.innerHeight;
      drag.current = {
        pointerX: e.clientX,
        pointerY: e.clientY,
        offsetX: offset.x,
        offsetY: offset.y,
        minX: offset.x - rect.left,
        maxX: offset.x + (vw - rect.right),
        minY: offset.y - rect.top,
        maxY: offset.y + (vh - rect.bottom),
      };
      e.currentTarget.setPointerCapture?.(e.pointerId);
      e.preventDefault();
    },
    [offset],
  );

  const onPointerMove = useCallback((e: ReactPointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    setOffset({
      x: clamp(d.offsetX + e.clientX - d.pointerX, Math.min(d.minX, d.offsetX), Math.max(d.maxX, d.offsetX)),
      y: clamp(d.offsetY + e.clientY - d.pointerY, Math.min(d.minY, d.offsetY), Math.max(d.maxY, d.offsetY)),
    });
  }, []);

  const onPointerUp = useCallback((e: ReactPointerEvent<HTMLElement>) => {
    drag.current = null;
    e.currentTarget.releasePointerCapture?.(e.pointerId);
  }, []);

  return {
    boxRef,
    offset,
    reset: () => setOffset({ x: 0, y: 0 }),
    handleProps: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, style: { cursor: 'move', touchAction: 'none', userSelect: 'none' } as const },
  };
}
