/**
 * Ids are UUIDs (PostgreSQL `gen_random_uuid()`). One pattern for every check that decides whether a
 * string can be an id before it reaches the database (a malformed id would be a query error, not a miss).
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `value` has the shape of an id (any case). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
