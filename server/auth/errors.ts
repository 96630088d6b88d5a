/** A request the caller is not allowed to make; `status` is 401 or 403. */
export class AuthError extends Error {
  constructor(
    readonly status: 401 | 403,
    message: string,
    readonly code = 'invalid_jwt',
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** No key at all: Supabase's API gateway answers 401 with exactly this body. */
export const NO_API_KEY = {
  message: 'No API key found in request',
  hint: 'No `apikey` request header or url param was found.',
} as const;

export class MissingApiKeyError extends AuthError {
  constructor() {
    super(401, NO_API_KEY.message, 'no_api_key');
    this.name = 'MissingApiKeyError';
  }
}
