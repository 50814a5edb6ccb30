/** Adds `webp` or `no-webp` to <body>, so styles can pick background image formats. */
export function initImageFormatClass(): void {
  document.body.classList.add(canEncodeWebp() ? 'webp' : 'no-webp');
}

// A canvas that can encode WebP is taken as a browser that can show it.
function canEncodeWebp(): boolean {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    return canvas.toDataURL('image/webp').startsWith('data:image/webp');
  } catch {
    return false;
  }
}
