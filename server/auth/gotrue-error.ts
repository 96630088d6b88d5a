/** An error in GoTrue's shape: `{code, error_code, msg}` with the same HTTP status. */
export class GoTrueError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'GoTrueError';
  }

  get body(): { code: number; error_code: string; msg: string } {
    return { code: this.status, error_code: this.errorCode, msg: this.message };
  }
}
