/**
 * Expandable lists and carousels open one item at a time (SPEC §4 Other).
 */

/**
 * The item open after a click on `id`: clicking the open item closes it (`undefined`), clicking
 * another item opens that one and closes the previous.
 */
export function toggleOpen<Id>(openId: Id | undefined, id: Id): Id | undefined {
  return openId === id ? undefined : id;
}

/** Whether `id` is the open item. */
export function isOpen<Id>(openId: Id | undefined, id: Id): boolean {
  return openId !== undefined && openId === id;
}
