/** An error Postgres raised: its SQLSTATE and the texts it gives. */
export interface PostgresError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPostgresError(error: unknown): error is PostgresError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(error.code) &&
    'message' in error &&
    typeof error.message === 'string'
  );
}
