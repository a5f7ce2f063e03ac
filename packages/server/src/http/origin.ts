/** Is this browser Origin allowed? Same-origin requests always are; others must be listed in ORIGINS. */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: string[]): boolean {
  if (!origin) return true; // not a browser cross-origin request (Node clients, same-origin GETs)
  if (allowed.includes(origin)) return true;
  try {
    return !!host && new URL(origin).host === host;
  } catch {
    return false;
  }
}
