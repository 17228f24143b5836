/**
 * Work that waits until an element comes near the viewport (lazy maps, videos): calls `near` once
 * when `element` comes within `rootMargin` of the viewport (IntersectionObserver; at once where
 * there is none) and answers a function that stops watching.
 */
export function whenNearViewport(
  element: Element,
  rootMargin: string,
  near: () => void,
): () => void {
  if (typeof IntersectionObserver !== 'function') {
    near();
    return () => undefined;
  }
  let seen = false;
  const observer = new IntersectionObserver(
    (entries) => {
      if (seen || !entries.some((entry) => entry.isIntersecting)) return;
      seen = true;
      observer.disconnect();
      near();
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
