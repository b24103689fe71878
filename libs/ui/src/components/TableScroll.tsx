import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * A table's horizontal scroller: a table wider than its place (a phone's 390 px) scrolls inside itself rather than
 * widening the page. While it overflows it is a named, focusable region, so a keyboard user can scroll it with the
 * arrow keys; while it fits it is a plain box and adds no tab stop.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    // The table inside grows and shrinks with its rows, the box with the window: either can start or end overflow.
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      className="portal-table-scroll"
      {...(overflowing ? { role: 'region', 'aria-label': `${label} (scrolls sideways)`, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
