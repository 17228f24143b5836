/** Pagination of search results (SPEC §3 Other state: pagination): which page links to offer. */

/**
 * The page numbers to link: the first, the last, and one either side of the current page; a gap of
 * one page is filled with that page, a longer one is 'gap' (shown as …). Pages outside 1..total
 * are never offered.
 */
export function pageWindow(current: number, totalPages: number): (number | 'gap')[] {
  const wanted = new Set(
    [1, totalPages, current - 1, current, current + 1].filter((n) => n >= 1 && n <= totalPages),
  );
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((page, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && page - previous > 1)
      out.push(page - previous === 2 ? page - 1 : 'gap');
    out.push(page);
  });
  return out;
}
