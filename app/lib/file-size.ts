const kilobyte = 1024;
const megabyte = 1024 * kilobyte;

/**
 * A file's size as people read it: megabytes with two decimals (the spec's "1.25 MB") from
 * 0.1 MB up, kilobytes below ("48 KB", "2.5 KB"), so a small file never shows as "0.00 MB".
 */
export function formatFileSize(bytes: number): string {
  if (bytes >= megabyte / 10) return `${(bytes / megabyte).toFixed(2)} MB`;
  if (bytes <= 0) return "0 KB";
  const kilobytes = bytes / kilobyte;
  if (kilobytes >= 10) return `${Math.round(kilobytes)} KB`;
  return `${Math.max(0.1, Math.round(kilobytes * 10) / 10)} KB`;
}
