/** A photo upload the form editor refuses (product-photo-media.ts), in the words Decap shows the marketer. */
export class PhotoUploadError extends Error {
  override name = 'PhotoUploadError';
}
