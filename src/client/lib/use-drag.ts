import { useCallback, useRef, useState, type PointerEvent } from 'react';

/** Moves an element by dragging a handle (the dialog header); returns the offset and handlers. */
export function useDrag() {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const origin = useRef<{ pointerX: number; pointerY: number; x: number; y: number } | null>(null);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      // Buttons inside the header (×) keep their own click.
      if ((event.target as HTMLElement).closest('button')) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      origin.current = { pointerX: event.clientX, pointerY: event.clientY, ...offset };
    },
    [offset],
  );

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const start = origin.current;
    if (!start) return;
    setOffset({
      x: start.x + event.clientX - start.pointerX,
      y: start.y + event.clientY - start.pointerY,
    });
  }, []);

  const onPointerUp = useCallback((event: PointerEvent<HTMLElement>) => {
    origin.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  }, []);

  const reset = useCallback(() => setOffset({ x: 0, y: 0 }), []);

  return {
    offset,
    reset,
    handleProps: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
