/** One setting that differs between two versions of a site's config: where it is, and what it was and became. */
export type ConfigChange = { path: string; before: unknown; after: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * What changed from `before` to `after`, setting by setting (paths as the site config's problems name them:
 * `insights.staleDays`, `dealerships[0].name`). Objects are followed key by key; a list that changed is one change,
 * whole, since its items have no names to follow. Absent on one side: undefined.
 */
export function configChanges(before: unknown, after: unknown, path = ""): ConfigChange[] {
  // A section absent on one side is followed as an empty one, so a first setting in it is named itself.
  const objects = (isRecord(before) || before === undefined) && (isRecord(after) || after === undefined) && before !== after;
  if (objects) {
    const [from, to] = [isRecord(before) ? before : {}, isRecord(after) ? after : {}];
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])].sort();
    return keys.flatMap((key) => configChanges(from[key], to[key], path ? `${path}.${key}` : key));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path, before, after }];
}

/** A config with one setting set (or removed, with undefined), a copy: the stored version it came from is untouched. */
export function withSetting(config: unknown, path: readonly string[], value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = isRecord(config) ? { ...config } : {};
  const [key, ...rest] = path;
  if (rest.length === 0) {
    if (value === undefined) delete copy[key];
    else copy[key] = value;
  } else copy[key] = withSetting(copy[key], rest, value);
  return copy;
}
