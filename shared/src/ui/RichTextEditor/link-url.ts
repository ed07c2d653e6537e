const ALLOWED = /^(https?|ftp):\/\/[^\s/$.?#][^\s]*$/i;

/**
 * The address a link gets from what was typed: http, https or ftp (§5's URL check), with
 * https:// added when no scheme was typed. Null when it is not such an address.
 */
export function linkUrlFrom(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  const url = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  return ALLOWED.test(url) ? url : null;
}
