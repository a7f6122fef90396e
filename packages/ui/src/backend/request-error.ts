/**
 * A failed call as a thrown error, so TanStack Query's states and retries apply; `status` is what
 * the query policy reads (no retry on 4xx).
 */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
