/** One-open-at-a-time accordion: pressing the open item closes it, pressing another opens that one instead. */
export const toggleOpen = <T>(current: T | null, pressed: T): T | null => (current === pressed ? null : pressed);
