export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // the download has taken its copy once click() returns in current browsers; a minute is ample margin
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
