/** Adds `webp` or `no-webp` to <body>, so styles can pick background image formats. */
export function initImageFormatClass(): void {
  let supported = false;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    supported = canvas.toDataURL('image/webp').startsWith('data:image/webp');
  } catch {
    supported = false;
  }
  document.body.classList.add(supported ? 'webp' : 'no-webp');
}
