import i18next from 'i18next';

/** A millisecond timestamp as local date and time in the UI language, or '—'. */
export function formatDateTime(timestampMs: number | null | undefined): string {
  if (timestampMs === null || timestampMs === undefined) return '—';
  return new Date(timestampMs).toLocaleString(i18next.language === 'zh' ? 'zh-CN' : 'en-GB', {
    hour12: false,
  });
}

/** JSON for the audit drawer and problem lists, indented. */
export function formatJson(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return JSON.stringify(value, null, 2);
}
