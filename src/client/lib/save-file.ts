/** Has the browser save `blob` as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the bytes once the click's task has run.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
