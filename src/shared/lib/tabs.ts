/**
 * Keyboard movement in an ARIA tab set (WAI-ARIA Authoring Practices, tabs with automatic activation): the arrow
 * keys move to the previous or next tab and wrap around, Home and End go to the first and last. Any other key
 * returns null (the tab set leaves it alone).
 */
export function tabAfterKey(current: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
