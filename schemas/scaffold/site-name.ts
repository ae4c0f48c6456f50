/** A site name is a folder name and the first label of `<name>.localhost`: a slug of 2 to 40 characters. */
const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Why `name` cannot be a new site of a root holding `existing` sites, or null when it can. */
export function siteNameProblem(name: string, existing: readonly string[]): string | null {
  if (!slug.test(name)) {
    return `"${name}" is not a valid site name: use lower case letters, digits and single hyphens (e.g. "boulangerie-martin")`;
  }
  if (name.length < 2 || name.length > 40) return `"${name}" must be 2 to 40 characters long`;
  if (existing.includes(name)) return `a site named "${name}" already exists`;
  return null;
}

/** The next free idSite: one more than the highest in use (87, the first site, when none). */
export function nextIdSite(used: readonly number[]): number {
  return used.length === 0 ? 87 : Math.max(...used) + 1;
}

/** `boulangerie-martin` → `Boulangerie Martin`. */
export function displayName(name: string): string {
  return name
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
