/**
 * The WAI-ARIA tabs pattern's keys: the position of the tab that `key` moves to from `index`
 * among `count` tabs (arrows wrap around, Home and End go to the ends), or undefined for any
 * other key.
 */
export function tabKeyTarget(key: string, index: number, count: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowRight: index + 1,
    ArrowLeft: index - 1,
    Home: 0,
    End: count - 1,
  };
  const move = moves[key];
  return move === undefined ? undefined : (move + count) % count;
}
