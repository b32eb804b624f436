// Proposals for a misspelt name (an unknown key, route or flag): the known names nearest it by edit distance, case aside.

const editDistance = (a: string, b: string): number => {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j] as number;
      row[j] = Math.min(above + 1, (row[j - 1] as number) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length] as number;
};

/**
 * The names of `known` within a third of their length (at least 1) of `given` in edits, case aside, nearest first.
 * A name whose length is further from `given`'s than that is never compared: a long `given` costs nothing.
 */
export const nearestNames =
  (given: string) =>
  (known: Iterable<string>): string[] => {
    const lower = given.toLowerCase();
    const near: Array<{ name: string; distance: number }> = [];
    for (const name of known) {
      const most = Math.max(1, Math.floor(name.length / 3));
      if (Math.abs(name.length - given.length) > most) continue;
      const distance = editDistance(name.toLowerCase(), lower);
      if (distance <= most) near.push({ name, distance });
    }
    return near.sort((a, b) => a.distance - b.distance).map(({ name }) => name);
  };
