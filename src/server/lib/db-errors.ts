/**
 * An error and the errors it wraps, outermost first: drizzle wraps the driver's error in `cause`,
 * and the database's code sits on one of them. (Five levels: deeper is not a wrapping, it is a loop.)
 */
export function errorChain(error: unknown): object[] {
  const chain: object[] = [];
  for (let current = error; current && typeof current === 'object' && chain.length < 5; current = (current as { cause?: unknown }).cause) chain.push(current);
  return chain;
}

/** A PostgreSQL unique-constraint violation (23505), however deeply wrapped: the database decided a race. */
export function isUniqueViolation(error: unknown): boolean {
  return errorChain(error).some((link) => (link as { code?: unknown }).code === '23505');
}
