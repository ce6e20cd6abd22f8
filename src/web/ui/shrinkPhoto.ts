/** The longest side a photo keeps: a signed A4 page stays legible, and the file well under 3 MB. */
const longestSide = 2400;

/**
 * A camera's photo made small enough to upload: a tablet's camera gives 4 to 8 MB, the upload takes
 * at most 3 MB. The picture is drawn again at most 2400 px on its longest side as a JPEG; a photo
 * already that small, or a file the browser cannot draw, is sent as it is (the checks that follow
 * then answer for it).
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (!file.type.startsWith('image/')) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, longestSide / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.size <= 1024 * 1024) return file;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  return blob ? new File([blob], file.name.replace(/\.[^.]*$/, '') + '.jpg', { type: 'image/jpeg' }) : file;
}
