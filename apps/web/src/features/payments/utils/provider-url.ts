/** Only web pages open from here: a channel's `url` is data, and `javascript:` or `data:` links would run code. */
export function safeProviderUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
