/** The JSON object a mocked request carries, or `{}` for no body, invalid JSON or anything but an object. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** A body field as trimmed text; `''` for anything that is not a string. */
export function trimmedText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
